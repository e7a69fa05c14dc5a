import {
  bookingManagePath,
  DEMO_BASE,
  EMAIL_UNDO_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  PRO_BASE,
  publicProfilePath,
  reviewFormPath,
  roomPagePath,
  RESET_PASSWORD_PATH,
  SIGNUP_CONFIRM_PATH,
  SIGNUP_PATH,
} from '@quickrdv/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { TERMS_PATH } from '../features/auth/auth.paths';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteError } from '../features/not-found/RouteError';
import { proSpaceRoutes } from '../features/pro-space/pro-space.routes';
import {
  WIDGET_PREVIEW_DEMO_PATH,
  WIDGET_PREVIEW_PATH,
} from '../features/widget-preview/widget-preview.paths';
import { Loader } from '../ui/Loader';

/**
 * A page group built with PrimeReact, fetched together with PrimeReact's French set-up. The first download,
 * the landing page and the public profile carry no PrimeReact (nor FullCalendar or TipTap, which only
 * screens of the professional space import): a visitor on a phone never downloads the back office.
 */
function withPrime<T, P extends object>(
  page: Promise<T>,
  pick: (m: T) => ComponentType<P>,
): Promise<{ default: ComponentType<P> }> {
  return Promise.all([import('./prime-provider'), page]).then(([p, m]) => ({
    default: p.withPrimeProvider(pick(m)),
  }));
}

// The first download is the app's shell; the home page, the forms (with their validation schemas), the terms and
// the professional space are fetched when opened.
const ProSpace = lazy(() => withPrime(import('../features/pro-space/ProSpace'), (m) => m.ProSpace));
const SignupPage = lazy(() => withPrime(import('../features/auth/SignupPage'), (m) => m.SignupPage));
const LoginPage = lazy(() => withPrime(import('../features/auth/LoginPage'), (m) => m.LoginPage));
const TermsPage = lazy(() => import('../features/auth/TermsPage').then((m) => ({ default: m.TermsPage })));
const SignupConfirmPage = lazy(() =>
  withPrime(import('../features/auth/SignupConfirmPage'), (m) => m.SignupConfirmPage),
);
const ForgotPasswordPage = lazy(() =>
  withPrime(import('../features/auth/ForgotPasswordPage'), (m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazy(() =>
  withPrime(import('../features/auth/ResetPasswordPage'), (m) => m.ResetPasswordPage),
);
const EmailUndoPage = lazy(() => withPrime(import('../features/auth/EmailUndoPage'), (m) => m.EmailUndoPage));
// The home page is a route module too: the profile page, a visitor's usual first page, does not download
// the directory's code. The server has both pages fetch their module with the entry (web/static.ts).
const LandingPage = lazy(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const ReviewFormPage = lazy(() =>
  import('../features/review-form/ReviewFormPage').then((m) => ({ default: m.ReviewFormPage })),
);
const PublicProfilePage = lazy(() =>
  import('../features/public-profile/PublicProfilePage').then((m) => ({ default: m.PublicProfilePage })),
);
const WidgetPreviewPage = lazy(() =>
  withPrime(import('../features/widget-preview/WidgetPreviewPage'), (m) => m.WidgetPreviewPage),
);
// The room link's page: no account, no PrimeReact (a client's phone opens it from an e-mail).
const RoomGuestPage = lazy(() =>
  import('../features/video-guest/RoomGuestPage').then((m) => ({ default: m.RoomGuestPage })),
);
const BookingManagePage = lazy(() =>
  withPrime(import('../features/booking-manage/BookingManagePage'), (m) => m.BookingManagePage),
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
      { path: SIGNUP_CONFIRM_PATH, element: <SignupConfirmPage /> },
      { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> },
      { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
      { path: EMAIL_UNDO_PATH, element: <EmailUndoPage /> },
      { path: TERMS_PATH, element: <TermsPage /> },
      // One segment only: /rendez-vous-en-ligne/rdv/{token} and the booking frame pages are other routes.
      { path: reviewFormPath(':token'), element: <ReviewFormPage /> },
      { path: publicProfilePath(':slug'), element: <PublicProfilePage /> },
      { path: bookingManagePath(':token'), element: <BookingManagePage /> },
      { path: roomPagePath(':token'), element: <RoomGuestPage /> },
      { path: WIDGET_PREVIEW_PATH, element: <WidgetPreviewPage /> },
      { path: WIDGET_PREVIEW_DEMO_PATH, element: <WidgetPreviewPage demo /> },
      // One set of screens, mounted twice: the real space and the demo, each knowing its own base.
      { path: PRO_BASE, element: <ProSpace mode="pro" />, children: proSpaceRoutes },
      { path: DEMO_BASE, element: <ProSpace mode="demo" />, children: proSpaceRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
