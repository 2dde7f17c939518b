/** schema.org data for search engines: who the business is and how to reach it. */
export function LocalBusinessData(props: { name: string; phone: string | null; email: string | null; address: string | null }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: props.name,
    description: 'House and office cleaning in Southwest Florida: move-in/move-out, weekly and bi-weekly, and deep cleaning.',
    areaServed: 'Southwest Florida',
    ...(props.phone ? { telephone: props.phone } : {}),
    ...(props.email ? { email: props.email } : {}),
    ...(props.address ? { address: props.address } : {}),
  };
  // `<` is escaped so the text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
