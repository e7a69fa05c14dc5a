import {
  bookingManagePath,
  DEMO_BASE,
  LOGIN_PATH,
  PRO_BASE,
  publicProfilePath,
  SIGNUP_PATH,
} from '@quickrdv/core';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { TERMS_PATH } from '../features/auth/auth.paths';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteError } from '../features/not-found/RouteError';
import { proSpaceRoutes } from '../features/pro-space/pro-space.routes';
import {
  WIDGET_PREVIEW_DEMO_PATH,
  WIDGET_PREVIEW_PATH,
} from '../features/widget-preview/widget-preview.paths';
import { Loader } from '../ui/Loader';

// Only the landing page is in the first download; the forms (with their validation schemas), the terms and
// the professional space are fetched when opened.
const ProSpace = lazy(() => import('../features/pro-space/ProSpace').then((m) => ({ default: m.ProSpace })));
const SignupPage = lazy(() => import('../features/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const TermsPage = lazy(() => import('../features/auth/TermsPage').then((m) => ({ default: m.TermsPage })));
const PublicProfilePage = lazy(() =>
  import('../features/public-profile/PublicProfilePage').then((m) => ({ default: m.PublicProfilePage })),
);
const WidgetPreviewPage = lazy(() =>
  import('../features/widget-preview/WidgetPreviewPage').then((m) => ({ default: m.WidgetPreviewPage })),
);
const BookingManagePage = lazy(() =>
  import('../features/booking-manage/BookingManagePage').then((m) => ({ default: m.BookingManagePage })),
);

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<Loader fullPage />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: SIGNUP_PATH, element: <SignupPage /> },
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: TERMS_PATH, element: <TermsPage /> },
      // One segment only: /rendez-vous-en-ligne/rdv/{token} and the booking frame pages are other routes.
      { path: publicProfilePath(':slug'), element: <PublicProfilePage /> },
      { path: bookingManagePath(':token'), element: <BookingManagePage /> },
      { path: WIDGET_PREVIEW_PATH, element: <WidgetPreviewPage /> },
      { path: WIDGET_PREVIEW_DEMO_PATH, element: <WidgetPreviewPage demo /> },
      // One set of screens, mounted twice: the real space and the demo, each knowing its own base.
      { path: PRO_BASE, element: <ProSpace mode="pro" />, children: proSpaceRoutes },
      { path: DEMO_BASE, element: <ProSpace mode="demo" />, children: proSpaceRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
