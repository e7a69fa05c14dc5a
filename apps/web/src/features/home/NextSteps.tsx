import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  calendarKeys,
  fetchFutureAvailabilities,
  fetchHours,
  fetchServiceList,
  fetchStaffList,
} from '../calendar/calendar.api';
import { fetchPhotos, photosKey } from '../photos/photos.api';
import { useProBase } from '../pro-space/base-context';
import { homeStrings as t } from './home.strings';

interface Step {
  key: string;
  done: boolean;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/**
 * 'Prochaines étapes': what still stands between the owner and their first online booking: the setup's
 * screens (hours, services, staff: done in the wizard, but they can be emptied since), then publishing, as
 * clients book published availabilities only, then photos.
 */
export function NextSteps() {
  const { path } = useProBase();
  const future = useQuery({ queryKey: calendarKeys.future, queryFn: fetchFutureAvailabilities });
  const photos = useQuery({ queryKey: photosKey, queryFn: fetchPhotos });
  const hours = useQuery({ queryKey: calendarKeys.hours, queryFn: fetchHours });
  const services = useQuery({ queryKey: calendarKeys.services, queryFn: fetchServiceList });
  const staff = useQuery({ queryKey: calendarKeys.staff, queryFn: fetchStaffList });
  if (!future.data || !photos.data || !hours.data || !services.data || !staff.data) return null;
  const steps: Step[] = [
    {
      key: 'hours',
      done: hours.data.days.some((day) => day.ranges.length > 0),
      title: t.steps.hoursTitle,
      text: t.steps.hoursText,
      link: { to: path('horaires'), label: t.steps.hoursLink },
    },
    {
      key: 'services',
      done: services.data.total > 0,
      title: t.steps.servicesTitle,
      text: t.steps.servicesText,
      link: { to: path('prestations'), label: t.steps.servicesLink },
    },
    {
      key: 'staff',
      done: staff.data.total > 0,
      title: t.steps.staffTitle,
      text: t.steps.staffText,
      link: { to: path('monpersonnel'), label: t.steps.staffLink },
    },
    {
      key: 'publish',
      done: future.data.days.length > 0,
      title: t.steps.publishTitle,
      text: t.steps.publishText,
      link: { to: `${path('horaires')}?publier=1`, label: t.steps.publishLink },
    },
    {
      key: 'photos',
      done: photos.data.photos.length > 0,
      title: t.steps.photosTitle,
      text: t.steps.photosText,
      link: { to: path('photos'), label: t.steps.photosLink },
    },
  ];
  const left = steps.filter((s) => !s.done).length;
  return (
    <article className="card home-card home-steps">
      <h2>{t.steps.title}</h2>
      <p>{left === 0 ? t.steps.allDone : t.steps.left(left)}</p>
      <ol className="home-steps-list">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'home-step home-step-done' : 'home-step'}>
            <i
              className={step.done ? 'pi pi-check-circle' : 'pi pi-circle'}
              role="img"
              aria-label={step.done ? t.steps.done : t.steps.todo}
            />
            <div>
              <strong>{step.title}</strong>
              {!step.done && (
                <>
                  <p>{step.text}</p>
                  <Link to={step.link.to} className="inline-link">
                    {step.link.label}
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
