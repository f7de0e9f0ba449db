import styled from 'styled-components';
import { CheckboxField } from '@/shared/ui/CheckboxField';
import { Fieldset, Legend } from '@/shared/ui/RadioGroupField';
import { MARKETING_CHANNELS } from '../rules';
import type { MarketingChannels } from '../types';

export const CHANNEL_LABELS: Record<keyof MarketingChannels, string> = {
  email: 'Email',
  sms: 'Text message (SMS)',
  post: 'Post',
  phone: 'Phone',
};

export const CHANNELS_LEGEND = 'You may contact me about products, services and events by';

/** The four channels as ticks (Formik values email, sms, post, phone), for the modal and the page alike. */
export function MarketingChannelFields() {
  return (
    <Fieldset>
      <Legend>{CHANNELS_LEGEND}</Legend>
      <Grid>
        {MARKETING_CHANNELS.map((channel) => (
          <CheckboxField key={channel} name={channel} label={CHANNEL_LABELS[channel]} />
        ))}
      </Grid>
    </Fieldset>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  column-gap: ${({ theme }) => theme.space.lg};
`;
