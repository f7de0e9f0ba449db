import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ExternalLink, Link, NEW_TAB_TEXT } from './Link';

describe('Link', () => {
  it('moves within the app without a page load', async () => {
    const { user } = renderWithProviders(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Link to="/accounts">My accounts</Link>} />
          <Route path="/accounts" element={<h1>Accounts page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'My accounts' });
    expect(link).toHaveAttribute('href', '/accounts');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
  });
});

describe('ExternalLink', () => {
  it('opens a new tab, says so, and gives the other site no handle on this window', () => {
    renderWithProviders(<ExternalLink href="https://example.com/privacy">Privacy Policy</ExternalLink>);
    const link = screen.getByRole('link', { name: `Privacy Policy ${NEW_TAB_TEXT}` });
    expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
