/**
 * Journey (both banks): a customer sends an enquiry about a service from its page. The enquiry's subject is one
 * of the bank's mail categories' subjects, the one the bank profile names for a service enquiry: OBDX's
 * categories mark no subject as an enquiry, so the same page works against a stock OBDX.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { bankProfile } from '@/shared/bankProfile';
import { JOURNEY_TIMEOUT, logInAtPage, openFromMenu } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';

describe('journey: an enquiry about a service', () => {
  it('opens Insurance from the Services menu, sends an enquiry with the service enquiry subject, and it is in the outbox', async () => {
    const log = recordRequests();
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    await openFromMenu(journey, 'Services', 'Insurance');
    await user.click(await screen.findByRole('link', { name: 'Send an enquiry about Insurance' }));
    const enquiry = await screen.findByRole('form', { name: 'Send an enquiry' });
    await user.type(within(enquiry).getByRole('textbox'), 'Can you insure two horses?');
    await user.click(within(enquiry).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();

    expect(await log.to('v1/mailCategories', 'GET')).toHaveLength(1);
    const [post] = await log.to('v1/mailbox/mails', 'POST');
    expect(JSON.parse(post.body)).toMatchObject({ subjectId: bankProfile.mailEnquirySubjects.service, subject: 'Service enquiry' });
    await waitFor(() => expect(journey.location()).toBe('/secure-mail/f/outbox'));
    expect(await screen.findByRole('link', { name: (name) => name.startsWith('Service enquiry') })).toBeInTheDocument();
    log.stop();
  }, JOURNEY_TIMEOUT);
});
