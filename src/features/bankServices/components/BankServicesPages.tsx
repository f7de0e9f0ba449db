import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/shared/ui/Link';
import { LinkCards } from '@/shared/ui/LinkCards';
import { BANK_SERVICES, enquiryLink, serviceAt, servicePagePath } from '../content';

/** /services: every service, with a link to its page. The shell frames these pages (no wrapper of their own). */
export function ServicesIndexPage() {
  return (
    <>
      <h1>Services</h1>
      <p>Alongside your accounts, we offer these services. Open one to find out more or to send us an enquiry.</p>
      <LinkCards items={BANK_SERVICES.filter((s) => !s.path.includes('/')).map((service) => ({ to: servicePagePath(service), title: service.title, description: service.summary }))} />
    </>
  );
}

/** /services/{service}[/{sub}]: what the service is and how to ask about it; `notFound` for any other path. */
export function ServicePage({ notFound }: { notFound: ReactNode }) {
  const { service, sub } = useParams();
  const found = serviceAt([service, sub].filter(Boolean).join('/'));
  if (!found) return notFound;
  const children = BANK_SERVICES.filter((s) => s.path.startsWith(`${found.path}/`));
  return (
    <>
      <h1>{found.title}</h1>
      <p>{found.summary}</p>
      <ul>
        {found.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {children.length > 0 && (
        <nav aria-label={`More about ${found.title}`}>
          <ul>
            {children.map((child) => (
              <li key={child.path}>
                <Link to={servicePagePath(child)}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>To find out more, send us a secure message and your private bank team or racing bank team will reply.</p>
      <Link to={enquiryLink(found)}>Send an enquiry about {found.title}</Link>
    </>
  );
}
