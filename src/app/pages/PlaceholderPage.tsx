import { PageBody } from './PageBody';

/** A titled screen for routes whose content a later issue builds; every route resolves. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageBody>
      <h1>{title}</h1>
      <p>This service is coming soon to Online Banking.</p>
    </PageBody>
  );
}
