import styled from 'styled-components';

/**
 * Our wording (SPEC.md shows none). The bank's legal team owns the real text; it is plain
 * React text, never server HTML.
 */
export function TermsText() {
  return (
    <>
      <Section>1. About these terms</Section>
      <p>
        These terms apply to your use of Online Banking with the private bank and its racing bank. They sit alongside the terms of each account
        you hold with us. If they differ, the account terms apply to that account.
      </p>
      <Section>2. Keeping your details safe</Section>
      <p>
        Keep your user ID, password and transaction PIN secret. Never write them down in a way someone else could understand, and never share
        them, even with someone who says they work for us. We will never ask you for your full password or PIN.
      </p>
      <p>Tell us straight away if you think someone else knows your security details or has used Online Banking in your name.</p>
      <Section>3. Payments</Section>
      <p>
        You must check the details of each payment before you confirm it. Once confirmed, a payment may not be stopped. Some payments need
        approval by another authorised person before they are sent.
      </p>
      <Section>4. Availability</Section>
      <p>
        We try to keep Online Banking available at all times, but it may sometimes be unavailable for maintenance or for reasons outside our
        control. We will tell you in advance of planned maintenance where we can.
      </p>
      <Section>5. Your information</Section>
      <p>
        We use your information to run your accounts and Online Banking, and to meet our legal duties, as our privacy policy explains. You can
        read the privacy policy at any time from the link at the bottom of each page.
      </p>
      <Section>6. Changes to these terms</Section>
      <p>We may change these terms. We will tell you at least two months before a change takes effect.</p>
    </>
  );
}

const Section = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.heading};
  &:first-child {
    margin-top: 0;
  }
`;
