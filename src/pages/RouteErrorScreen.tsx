import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { NotFoundPage } from './NotFoundPage';

const Box = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: 4rem 1.25rem;
  h1 { font-size: 2rem; margin-bottom: 1rem; }
  pre { white-space: pre-wrap; font-size: 1.125rem; padding: 1rem; background: #f6efe3; border-radius: 8px; }
`;

/** What an unhandled route error shows: the spec's English heading and the status or message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error instanceof Error ? error.message : String(error);
  return (
    <Box role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre>{detail}</pre>
    </Box>
  );
}
