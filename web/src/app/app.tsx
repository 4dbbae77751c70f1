import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppRoutes } from './router.tsx';
import { swrConfig } from './swr-config.ts';

export function App() {
  return (
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>
  );
}
