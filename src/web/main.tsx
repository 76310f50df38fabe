import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppToaster } from './app/app-toaster';
import { SPLASH_MS, SplashScreen } from './app/splash-screen';
import { followDeviceTheme } from './app/theme';
import { ApiError } from './lib/api-client';
import { AppRoutes, preloadFirstScreen } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused request (4xx) will be refused again: only retry what may be passing trouble.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

function App() {
  const [showSplash, setShowSplash] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setShowSplash(false), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {showSplash && <SplashScreen />}
      <AppToaster />
    </QueryClientProvider>
  );
}

// Before the first paint, so that a dark theme never flashes light.
followDeviceTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// The app renders whatever became of loading its first screen ahead.
void preloadFirstScreen(window.location.pathname, queryClient)
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
