import { fieldId } from './FieldIdScope';

describe('fieldId', () => {
  it.each([
    ['amount', '', 'field-amount'],
    ['payee.name', '', 'field-payee-name'],
    ['rows[2].amount', '', 'field-rows-2-amount'],
    ['amount', 'with-errors', 'with-errors-field-amount'],
  ])('%s in scope %j is %s', (name, prefix, id) => {
    expect(fieldId(name, prefix)).toBe(id);
  });
});
