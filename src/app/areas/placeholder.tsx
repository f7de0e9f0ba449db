import { PlaceholderPage } from '../pages/PlaceholderPage';

/** A named placeholder screen for a route a later issue builds. */
export function placeholder(title: string) {
  const Screen = () => <PlaceholderPage title={title} />;
  Screen.displayName = title.replace(/\W+/g, '');
  return Screen;
}
