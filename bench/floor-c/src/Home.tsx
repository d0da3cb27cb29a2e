import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';

interface Greeting {
  name: string;
  count: number;
}

const fetchJson = (url: string) =>
  fetch(url).then((response) => response.json() as Promise<Greeting>);

/** The landing route: one read through swr, one formatted message. */
export function Home() {
  const { data } = useSWR('/data.json', fetchJson);
  return (
    <>
      <h1>Overzicht</h1>
      <p>
        {data ? (
          <FormattedMessage id="greeting" values={{ name: data.name, count: data.count }} />
        ) : (
          'Laden…'
        )}
      </p>
    </>
  );
}
