import { Link, Outlet } from 'react-router-dom';
import { styled } from 'styled-components';

const Header = styled.header`
  padding: 1rem;
  background: #5b1f8a;
  color: #fff;
  & a {
    color: inherit;
  }
`;

export function Layout() {
  return (
    <>
      <Header>
        <nav aria-label="Hoofdmenu">
          <Link to="/">Overzicht</Link> · <Link to="/over">Over</Link>
        </nav>
      </Header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
