import { Form, Formik } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import * as yup from 'yup';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { formatFilterDate } from '@/shared/lib/dates';
import { media } from '@/shared/theme/breakpoints';
import { frameGutters } from '@/shared/theme/frame';
import type { DateRange } from '@/shared/lib/dateRange';
import { AmountField } from '@/shared/ui/AmountField';
import { Button, type ButtonVariant } from '@/shared/ui/Button';
import { CheckboxField } from '@/shared/ui/CheckboxField';
import { DatePicker } from '@/shared/ui/DatePicker';
import { DigitsField } from '@/shared/ui/DigitsField';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { FieldIdScope } from '@/shared/ui/FieldIdScope';
import { ExternalLink, Link } from '@/shared/ui/Link';
import { ListState, type ListStateName } from '@/shared/ui/ListState';
import { Modal, ModalActions } from '@/shared/ui/Modal';
import { Money } from '@/shared/ui/Money';
import { RadioGroupField } from '@/shared/ui/RadioGroupField';
import { SavedToast } from '@/shared/ui/SavedToast';
import { SelectField } from '@/shared/ui/SelectField';
import { Spinner } from '@/shared/ui/Spinner';
import { SurfaceCard } from '@/shared/ui/SurfaceCard';
import { TextField } from '@/shared/ui/TextField';
import { TextInputField } from '@/shared/ui/TextInputField';
import { Tooltip } from '@/shared/ui/Tooltip';
import { ROUTES } from '@/shared/routes/routeTable';

/** The sections, in page order; the test checks each one is there. */
export const STYLEGUIDE_SECTIONS = ['Page frame', 'Type scale', 'Spacing scale', 'Cards', 'Buttons', 'Links', 'Text fields', 'Form fields', 'Form fields with errors', 'Date picker', 'Tooltip', 'Saved message', 'Modal', 'Money', 'List states', 'Spinner'] as const;

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'link'];
const LIST_STATES: ListStateName[] = ['loading', 'fetching', 'error', 'empty', 'noResults', 'noResultsFilter', 'endOfResults', 'endOfExisting', 'endOfEverything', 'completelyEmpty'];
const FREQUENCIES = [
  { value: '10', label: 'Once' },
  { value: '30', label: 'Weekly' },
  { value: '50', label: 'Monthly' },
];
const WHEN = [
  { value: 'now', label: 'Now' },
  { value: 'later', label: 'On a later date', hint: 'Up to a year ahead' },
];

const schema = yup.object({
  reference: yup.string().required('Enter a reference').max(35, 'Use 35 characters or fewer'),
  amount: yup.string().required('Enter an amount'),
  accountNumber: yup.string().length(8, 'Enter the 8-digit account number'),
  frequency: yup.string().required('Choose how often to pay'),
  when: yup.string().required('Choose when to pay'),
  terms: yup.boolean().oneOf([true], 'Accept the terms to continue'),
});
const empty = { reference: '', amount: '', accountNumber: '', frequency: '', when: '', terms: false };
const touchedAll = Object.fromEntries(Object.keys(empty).map((key) => [key, true]));

/**
 * /styleguide: every part of src/shared/ui in each of its states, for designers, QA and the
 * accessibility check (axe runs on this page). Nothing here talks to the bank.
 */
export function StyleguidePage() {
  const [applied, setApplied] = useState<DateRange>();
  const [saved, setSaved] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [note, setNote] = useState('');

  return (
    <>
      <h1>Style guide</h1>
      <FrameSection />
      <TypeScaleSection />
      <SpacingScaleSection />
      <Section title="Cards">
        <p>One card style for accounts, payees, instructions and files.</p>
        <CardList>
          {SAMPLE_CARDS.map((card) => (
            <SurfaceCard key={card.title}>
              <CardTitle>{card.title}</CardTitle>
              <p>{card.detail}</p>
              <Money amount={card.amount} currency="GBP" />
            </SurfaceCard>
          ))}
        </CardList>
      </Section>

      <Section title="Buttons">
        <Row>
          {VARIANTS.map((variant) => (
            <Button key={variant} type="button" $variant={variant}>
              {`${variant[0].toUpperCase()}${variant.slice(1)} button`}
            </Button>
          ))}
        </Row>
        <Row>
          {VARIANTS.map((variant) => (
            <Button key={variant} type="button" $variant={variant} disabled>
              {`Disabled ${variant} button`}
            </Button>
          ))}
        </Row>
      </Section>

      <Section title="Links">
        <Row>
          <Link to={ROUTES.accounts.href()}>Back to my accounts</Link>
          <ExternalLink href="https://www.gov.uk/">GOV.UK</ExternalLink>
        </Row>
      </Section>

      <Section title="Text fields">
        <TextField label="Nickname" hint="Up to 35 letters, numbers and spaces" />
        <TextField label="One-time passcode" error="The one-time passcode you entered is not correct." defaultValue="000000" />
        <TextField label="Customer number" disabled defaultValue="RETAIL1" />
      </Section>

      <Section title="Form fields">
        <p>Select “Check the form” with empty fields to see the error summary.</p>
        <StyleguideForm />
      </Section>

      <Section title="Form fields with errors">
        <FieldIdScope prefix="with-errors">
          <StyleguideForm initialTouched={touchedAll} currency="EUR" />
        </FieldIdScope>
      </Section>

      <Section title="Date picker">
        <DatePicker legend="Transaction dates" onApply={setApplied} />
        <p role="status">{applied ? `Applied ${formatFilterDate(applied.start)} to ${formatFilterDate(applied.end)}` : 'No dates applied yet.'}</p>
      </Section>

      <Section title="Tooltip">
        <Tooltip content="The 6-digit number that identifies the bank and branch, such as 60-93-03.">
          <Button type="button" $variant="link">
            What is a sort code?
          </Button>
        </Tooltip>
      </Section>

      <Section title="Saved message">
        <SavedToast open={saved} onClose={() => setSaved(false)} />
        <Button type="button" onClick={() => setSaved(true)}>
          Save changes
        </Button>
      </Section>

      <Section title="Modal">
        <Button type="button" $variant="secondary" onClick={() => setModalOpen(true)}>
          Open a modal
        </Button>
        {modalOpen && (
          <Modal title="Are you sure?" onClose={() => setModalOpen(false)}>
            <p>Esc, the backdrop and Cancel close it; focus returns to the button that opened it.</p>
            <ModalActions>
              <Button type="button" $variant="secondary" onClick={() => setModalOpen(false)}>
                Cancel
              </Button>
              <Button type="button" onClick={() => setModalOpen(false)}>
                Confirm
              </Button>
            </ModalActions>
          </Modal>
        )}
      </Section>

      <Section title="Money">
        <MoneyTable>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Credit</th>
              <th scope="col">Debit</th>
            </tr>
          </thead>
          <tbody>
            {['GBP', 'USD', 'EUR'].map((currency) => (
              <tr key={currency}>
                <th scope="row">{currency}</th>
                <td>
                  <Money amount={12345.6} currency={currency} />
                </td>
                <td>
                  <Money amount={-42.5} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </MoneyTable>
      </Section>

      <Section title="List states">
        <p role="status">{note}</p>
        <StateGrid>
          {LIST_STATES.map((state) => (
            <StateBox key={state}>
              <h3>{state}</h3>
              <ListState
                state={state}
                code={state === 'error' ? 'DIGX_PROD_0101' : undefined}
                onRetry={state === 'error' ? () => setNote('Retry selected.') : undefined}
                onClearFilters={state === 'noResultsFilter' ? () => setNote('Filters cleared.') : undefined}
              />
            </StateBox>
          ))}
        </StateGrid>
      </Section>

      <Section title="Spinner">
        <Spinner label={TRANSPORT_MESSAGES.loading} />
      </Section>
    </>
  );
}

const SAMPLE_CARDS = [
  { title: 'Private Current Account', detail: 'Account ending 1236', amount: 12345.6 },
  { title: 'Hambleton Hill Racing Stables Ltd', detail: 'Payee, sort code 60-93-03', amount: 250 },
  { title: 'Monthly standing order', detail: 'Next payment on the 1st', amount: -1200 },
];

/**
 * The shell's page frame at the current width: the hatched bands are the gutters this page sits within
 * (drawn by stretching this box over them), the white box the column's content.
 */
function FrameSection() {
  const { frame, breakpoints } = useTheme();
  return (
    <Section title="Page frame">
      <p>
        Every page sits in one centred column, at most {frame.maxWidth} of content, owned by the shell: a screen never wraps itself.
        Gutters: {frame.gutter.phone} on phones, {frame.gutter.tablet} from {breakpoints.small + 1} px, {frame.gutter.desktop} from{' '}
        {breakpoints.medium + 1} px. The header, the entity bar and the footer line up with it.
      </p>
      <FrameBleed>
        <FrameContent>The column&apos;s content starts here; the hatched bands either side are the gutters at this width.</FrameContent>
      </FrameBleed>
    </Section>
  );
}

/** The step of the type scale each heading level takes (TypographyStyle). */
const HEADING_STEPS = [
  ['h1', 'xl'],
  ['h2', 'lg'],
  ['h3', 'mdLg'],
] as const;

/** Each step of the type scale (tokens' font.size), and the headings' steps. */
function TypeScaleSection() {
  const { font } = useTheme();
  return (
    <Section title="Type scale">
      <ScaleList>
        {HEADING_STEPS.map(([name, step]) => [name, font.size[step]] as const).map(([name, size]) => (
          <li key={name}>
            <ScaleName>
              {name} heading, {size}
            </ScaleName>
            <Sample style={{ fontSize: size }} $heading>
              Your accounts at a glance
            </Sample>
          </li>
        ))}
        {Object.entries(font.size).map(([name, size]) => (
          <li key={name}>
            <ScaleName>
              font.size.{name}, {size}
            </ScaleName>
            <Sample style={{ fontSize: size }}>Balance £12,345.60 on 27 November</Sample>
          </li>
        ))}
      </ScaleList>
    </Section>
  );
}

/** Each step of the spacing scale (tokens' space), drawn at its size. */
function SpacingScaleSection() {
  const { space } = useTheme();
  return (
    <Section title="Spacing scale">
      <ScaleList>
        {Object.entries(space).map(([name, size]) => (
          <li key={name}>
            <ScaleName>
              space.{name}, {size}
            </ScaleName>
            <SpaceBar style={{ width: size }} />
          </li>
        ))}
      </ScaleList>
    </Section>
  );
}

/** Every Formik field in one form; the same form again, touched, shows every error. */
function StyleguideForm({ initialTouched, currency = 'GBP' }: { initialTouched?: Record<string, boolean>; currency?: string }) {
  return (
    <Formik initialValues={empty} initialTouched={initialTouched} validateOnMount={Boolean(initialTouched)} validationSchema={schema} onSubmit={() => undefined}>
      <Form noValidate>
        <ErrorSummary />
        <TextInputField name="reference" label="Reference" hint="Up to 35 letters, numbers and spaces" />
        <AmountField name="amount" label={`Amount in ${currency}`} currency={currency} />
        <DigitsField name="accountNumber" label="Account number" hint="8 digits" maxLength={8} />
        <SelectField name="frequency" label="How often" options={FREQUENCIES} placeholder="Choose how often" />
        <RadioGroupField name="when" legend="When should it be paid?" options={WHEN} />
        <CheckboxField name="terms" label="I accept the terms and conditions" />
        <Button type="submit">Check the form</Button>
      </Form>
    </Formik>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Block aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

const Block = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Stretched over the gutters (negative margins as wide as them), which its padding then shows hatched. */
const FrameBleed = styled.div`
  ${frameGutters}
  margin-inline: calc(-1 * ${({ theme }) => theme.frame.gutter.phone});
  ${media.fromSmall} {
    margin-inline: calc(-1 * ${({ theme }) => theme.frame.gutter.tablet});
  }
  ${media.wide} {
    margin-inline: calc(-1 * ${({ theme }) => theme.frame.gutter.desktop});
  }
  background: repeating-linear-gradient(
    45deg,
    ${({ theme }) => theme.colors.subtle} 0 6px,
    ${({ theme }) => theme.colors.border} 6px 8px
  );
`;

const FrameContent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
`;

const ScaleList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ScaleName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-family: monospace;
`;

const Sample = styled.span<{ $heading?: boolean }>`
  display: block;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $heading }) => ($heading ? theme.colors.heading : theme.colors.text)};
  font-weight: ${({ $heading }) => ($heading ? 700 : 400)};
`;

const SpaceBar = styled.span`
  display: block;
  height: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brand};
`;

const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardTitle = styled.h3`
  margin-top: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const MoneyTable = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
`;

const StateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StateBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
    font-family: monospace;
    color: ${({ theme }) => theme.colors.heading};
  }
`;
