import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { BANK_SERVICES } from '../content';
import { ServicePage, ServicesIndexPage } from './BankServicesPages';

function at(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/services" element={<ServicesIndexPage />} />
        <Route path="/services/:service" element={<ServicePage notFound={<p>no such service</p>} />} />
        <Route path="/services/:service/:sub" element={<ServicePage notFound={<p>no such service</p>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('bank services', () => {
  it('lists the top-level services', () => {
    at('/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Racing Plus' })).toHaveAttribute('href', '/services/racingplus');
    expect(screen.queryByRole('link', { name: 'Investment manager' })).not.toBeInTheDocument();
  });

  it('shows each service as a card: one link named by its title, described by its one-line summary', () => {
    at('/services');
    const mortgages = BANK_SERVICES.find((s) => s.path === 'mortgageloans')!;
    expect(screen.getByRole('link', { name: mortgages.title })).toHaveAccessibleDescription(mortgages.summary);
    for (const card of screen.getAllByRole('listitem')) expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it.each(BANK_SERVICES.map((s) => [s.path, s.title]))('/services/%s explains %s and offers an enquiry, with no contact details', (path, title) => {
    const { container } = at(`/services/${path}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Send an enquiry about ${title}` })).toHaveAttribute(
      'href',
      `/secure-mail/enquiry?service=${encodeURIComponent(path)}`,
    );
    expect(container.textContent).not.toMatch(/\d{4,}|@|https?:/);
  });

  it('links investment and wealth to its two sub-pages', () => {
    at('/services/investmentwealth');
    expect(screen.getByRole('link', { name: 'Investment manager' })).toHaveAttribute('href', '/services/investmentwealth/investmentmanager');
    expect(screen.getByRole('link', { name: 'Managed portfolios' })).toHaveAttribute('href', '/services/investmentwealth/mtportfolios');
  });

  it('shows what it is given for an unknown service', () => {
    at('/services/nothing');
    expect(screen.getByText('no such service')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
