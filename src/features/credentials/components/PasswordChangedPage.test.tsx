import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PasswordChangedPage } from './PasswordChangedPage';

describe('/digital', () => {
  it('says the password has been changed and links to log in again', async () => {
    const { user } = renderWithProviders(
      <MemoryRouter initialEntries={['/digital']}>
        <Routes>
          <Route path="/digital" element={<PasswordChangedPage />} />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
