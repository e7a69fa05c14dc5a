/** A CPU profile of this thread from now until the returned function writes it (for DevTools). */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
