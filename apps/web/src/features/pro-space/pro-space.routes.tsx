import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../not-found/NotFoundPage';

// Each screen is its own chunk, fetched the first time it is opened.
const HomePage = lazy(() => import('../home/HomePage').then((m) => ({ default: m.HomePage })));
const AccountPage = lazy(() => import('../account/AccountPage').then((m) => ({ default: m.AccountPage })));
const PasswordPage = lazy(() => import('../account/PasswordPage').then((m) => ({ default: m.PasswordPage })));
const IdentityPage = lazy(() => import('../account/IdentityPage').then((m) => ({ default: m.IdentityPage })));
const SubscriptionPage = lazy(() =>
  import('../account/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);

/** Screens of the professional space, relative to its base (mounted under both PRO_BASE and DEMO_BASE). */
export const proSpaceRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="accueil" replace /> },
  { path: 'accueil', element: <HomePage /> },
  { path: 'compte', element: <AccountPage /> },
  { path: 'compteMdp', element: <PasswordPage /> },
  { path: 'compteIdentity', element: <IdentityPage /> },
  { path: 'compteAbonnement', element: <SubscriptionPage /> },
  { path: '*', element: <NotFoundPage /> },
];
