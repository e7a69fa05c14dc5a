import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OnboardingGate } from '../onboarding/OnboardingGate';

// Each screen is its own chunk, fetched the first time it is opened.
const HomePage = lazy(() => import('../home/HomePage').then((m) => ({ default: m.HomePage })));
const AccountPage = lazy(() => import('../account/AccountPage').then((m) => ({ default: m.AccountPage })));
const PasswordPage = lazy(() => import('../account/PasswordPage').then((m) => ({ default: m.PasswordPage })));
const IdentityPage = lazy(() => import('../account/IdentityPage').then((m) => ({ default: m.IdentityPage })));
const SubscriptionPage = lazy(() =>
  import('../account/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);
const BusinessPage = lazy(() =>
  import('../business/BusinessPage').then((m) => ({ default: m.BusinessPage })),
);
const ServicesPage = lazy(() =>
  import('../services/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);
const StaffPage = lazy(() => import('../staff/StaffPage').then((m) => ({ default: m.StaffPage })));
const HoursPage = lazy(() => import('../hours/HoursPage').then((m) => ({ default: m.HoursPage })));
const PagePersoPage = lazy(() =>
  import('../page-perso/PagePersoPage').then((m) => ({ default: m.PagePersoPage })),
);
const PhotosPage = lazy(() => import('../photos/PhotosPage').then((m) => ({ default: m.PhotosPage })));
// The calendar is the largest chunk (FullCalendar): fetched only when the calendar is opened.
const CalendarPage = lazy(() =>
  import('../calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })),
);
const ChatPage = lazy(() => import('../chat/pro/ChatPage').then((m) => ({ default: m.ChatPage })));
const ClientsPage = lazy(() => import('../clients/ClientsPage').then((m) => ({ default: m.ClientsPage })));
const ReviewsPage = lazy(() => import('../reviews/ReviewsPage').then((m) => ({ default: m.ReviewsPage })));
const QuestionnairesPage = lazy(() =>
  import('../questionnaires/QuestionnairesPage').then((m) => ({ default: m.QuestionnairesPage })),
);
const RemindersPage = lazy(() =>
  import('../reminders/RemindersPage').then((m) => ({ default: m.RemindersPage })),
);
// The page editor and its drag and drop (dnd-kit): its own chunk, never loaded by the public pages.
const MontagePage = lazy(() =>
  import('../page-editor/MontagePage').then((m) => ({ default: m.MontagePage })),
);
const VideoRoomPage = lazy(() =>
  import('../video/VideoRoomPage').then((m) => ({ default: m.VideoRoomPage })),
);
const OutboxPage = lazy(() => import('../outbox/OutboxPage').then((m) => ({ default: m.OutboxPage })));
const OnboardingLayout = lazy(() =>
  import('../onboarding/OnboardingLayout').then((m) => ({ default: m.OnboardingLayout })),
);
const WizardResume = lazy(() =>
  import('../onboarding/WizardResume').then((m) => ({ default: m.WizardResume })),
);

/** Screens of the professional space, relative to its base (mounted under both PRO_BASE and DEMO_BASE). */
export const proSpaceRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="accueil" replace /> },
  // Until the setup wizard is completed, these screens send the professional to it (the account screens,
  // below, stay reachable). Screens that need a configured salon go inside this gate.
  {
    element: <OnboardingGate />,
    children: [
      { path: 'accueil', element: <HomePage /> },
      { path: 'calendrierclient', element: <CalendarPage /> },
      { path: 'mesclients', element: <ClientsPage /> },
      { path: 'chat', element: <ChatPage /> },
      { path: 'avis', element: <ReviewsPage /> },
      { path: 'prestations', element: <ServicesPage /> },
      { path: 'questionnaires', element: <QuestionnairesPage /> },
      { path: 'rappels', element: <RemindersPage /> },
      { path: 'monpersonnel', element: <StaffPage /> },
      { path: 'horaires', element: <HoursPage /> },
      { path: 'photos', element: <PhotosPage /> },
      { path: 'pageperso', element: <PagePersoPage /> },
      { path: 'montage', element: <MontagePage /> },
    ],
  },
  // The wizard: each step is the same screen as in the space, in 'onboarding' mode.
  {
    path: 'demarrage',
    element: <OnboardingLayout />,
    children: [
      { index: true, element: <WizardResume /> },
      { path: 'coordonnees', element: <BusinessPage /> },
      { path: 'photos', element: <PhotosPage /> },
      { path: 'prestations', element: <ServicesPage /> },
      { path: 'horaires', element: <HoursPage /> },
      { path: 'personnel', element: <StaffPage /> },
    ],
  },
  { path: 'coordonnees', element: <BusinessPage /> },
  { path: 'messages', element: <OutboxPage /> },
  // The video room needs no configured salon: its link is sent by e-mail, not shown on the public page.
  { path: 'visioconference', element: <VideoRoomPage /> },
  { path: 'compte', element: <AccountPage /> },
  { path: 'compteMdp', element: <PasswordPage /> },
  { path: 'compteIdentity', element: <IdentityPage /> },
  { path: 'compteAbonnement', element: <SubscriptionPage /> },
  { path: '*', element: <NotFoundPage /> },
];
