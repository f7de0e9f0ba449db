import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { formatShortDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/Button';
import { FieldIdScope } from '@/shared/ui/FieldIdScope';
import { ListState } from '@/shared/ui/ListState';
import { SavedToast } from '@/shared/ui/SavedToast';
import { selectMarketing } from '../selectors';
import { marketingAnswerSubmitted, marketingRequested, marketingSavedMessageClosed } from '../slice';
import type { MarketingChannels, MarketingPreferences } from '../types';
import { MarketingChannelFields } from './MarketingChannelFields';

export const MARKETING_PAGE_TITLE = 'Marketing preferences';
export const MARKETING_UNCHANGED_TEXT = 'You have not changed your preferences, so there was nothing to save.';
export const SAVE_PREFERENCES_LABEL = 'Save preferences';

/** /settings/marketing-preferences: the consent modal's channels as a form, with the saved message. */
export function MarketingPreferencesScreen() {
  const dispatch = useDispatch();
  const { status, data, error } = useSelector(selectMarketing);
  useEffect(() => {
    dispatch(marketingRequested());
  }, [dispatch]);

  return (
    <Page>
      <h1>{MARKETING_PAGE_TITLE}</h1>
      <p>
        Choose how we may tell you about products, services and events that may interest you. We will still contact you about
        your accounts, whatever you choose here.
      </p>
      {status === 'failed' ? (
        <ListState state="error" code={error?.code ?? error?.status} onRetry={() => dispatch(marketingRequested())} />
      ) : status !== 'succeeded' || !data ? (
        <ListState state="loading" />
      ) : (
        <PreferencesForm preferences={data} />
      )}
    </Page>
  );
}

function PreferencesForm({ preferences }: { preferences: MarketingPreferences }) {
  const dispatch = useDispatch();
  const { save } = useSelector(selectMarketing);
  const updated = preferences.answered && preferences.updatedOn ? formatShortDate(preferences.updatedOn) : '';
  return (
    <FieldIdScope prefix="marketing-page">
      <Formik<MarketingChannels>
        initialValues={preferences.channels}
        enableReinitialize
        onSubmit={(channels) => {
          dispatch(marketingAnswerSubmitted({ outcome: 'submitted', channels }));
        }}
      >
        <Form noValidate aria-label={MARKETING_PAGE_TITLE}>
          {preferences.outcome === 'doNotWishToSee' && <p>You told us you do not wish to hear from us about marketing.</p>}
          <MarketingChannelFields />
          {updated && <Muted>You last changed these on {updated}.</Muted>}
          <Button type="submit" $busy={save.status === 'saving'}>
            {SAVE_PREFERENCES_LABEL}
          </Button>
          {save.status === 'failed' && <ErrorText role="alert">{save.error?.message}</ErrorText>}
          <SavedToast open={save.status === 'saved'} onClose={() => dispatch(marketingSavedMessageClosed())} />
          <Muted role="status">{save.status === 'unchanged' ? MARKETING_UNCHANGED_TEXT : ''}</Muted>
        </Form>
      </Formik>
    </FieldIdScope>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    margin: 0;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
