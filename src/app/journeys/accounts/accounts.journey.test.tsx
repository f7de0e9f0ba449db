/**
 * Journey (issue 24, both banks): CORP1's accounts overview and the entity selector. The demo bank sends
 * each account's party number; a stock OBDX masks party ids, so the app must ask the bank for an entity's
 * accounts instead of filtering on a field it cannot read. The customer sees the same either way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, PARTY } from '@mocks/digx/bank/seed';
import { ACCOUNT_SPECS } from '@mocks/digx/bank/seed/accountSpecs';
import { accountRow, JOURNEY_TIMEOUT, listedAccounts, logInAtPage } from '@/testing/journeySteps';

const ENTITIES = {
  stables: 'Hambleton Hill Racing Stables Ltd',
  holdings: 'Hambleton Hill Holdings Ltd',
  bloodstock: 'Northern Vale Bloodstock Ltd',
} as const;
type Entity = keyof typeof ENTITIES;

/** The last four digits of each CORP1 account of an entity, sorted: what the overview must list. */
const accountsOf = (...entities: Entity[]) =>
  ACCOUNT_SPECS.filter((spec) => entities.some((entity) => spec.party === PARTY[entity]))
    .map((spec) => spec.number.slice(-4))
    .sort();
const listed = () => [...listedAccounts()].sort();

describe('journey: the accounts overview with an entity switch', () => {
  it("lists all three entities' accounts, each naming its entity, then only the chosen entity's, and all again", async () => {
    const { user } = await logInAtPage('CORP1');
    const showing = screen.getByRole('combobox', { name: 'Showing' });
    expect(within(showing).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Accounts', ENTITIES.stables, ENTITIES.holdings, ENTITIES.bloodstock]);
    expect(showing).toHaveDisplayValue('All Accounts');

    await waitFor(() => expect(listed()).toEqual(accountsOf('stables', 'holdings', 'bloodstock')));
    // Under All Accounts each row says whose it is (SPEC.md section 2): three companies' accounts look alike.
    for (const entity of Object.keys(ENTITIES) as Entity[]) {
      for (const lastFour of accountsOf(entity)) expect(accountRow(lastFour)).toHaveTextContent(ENTITIES[entity]);
    }

    await user.selectOptions(showing, ENTITIES.holdings);
    await waitFor(() => expect(listed()).toEqual(accountsOf('holdings')));
    expect(screen.getByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
    // One entity: its name need not be repeated on every row.
    expect(accountRow(ACC.holdingsCurrent.slice(-4))).not.toHaveTextContent(ENTITIES.holdings);

    await user.selectOptions(showing, ENTITIES.bloodstock);
    await waitFor(() => expect(listed()).toEqual(accountsOf('bloodstock')));
    expect(screen.getByRole('region', { name: 'Racing accounts' })).toBeInTheDocument();

    await user.selectOptions(showing, 'All Accounts');
    await waitFor(() => expect(listed()).toEqual(accountsOf('stables', 'holdings', 'bloodstock')));
  }, JOURNEY_TIMEOUT);
});
