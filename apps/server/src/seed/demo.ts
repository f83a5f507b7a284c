import type { Database } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import type { Clock } from '../adapters/clock';
import { hashPassword } from '../features/accounts/passwords';

export const DEMO_PASSWORD = 'demo-pass-2026';

export const DEMO_ACCOUNTS = [
  { email: 'fan@stagepass.test', name: 'Frankie Fan', username: 'frankie', role: 'fan' },
  { email: 'talent@stagepass.test', name: 'Tala Talent', username: 'tala', role: 'talent' },
  { email: 'business@stagepass.test', name: 'Bayside Venue', username: 'bayside', role: 'business' },
  { email: 'agency@stagepass.test', name: 'Apex Agency', username: 'apex', role: 'agency' },
] as const;

/** One account of each role; safe to run on every start (existing emails are left alone). */
export async function seedDemo(db: Database, clock: Clock): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date(clock.now());
  await db
    .insert(members)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        name: a.name,
        username: a.username,
        passwordHash,
        isSpecialist: a.role === 'talent',
        isBusiness: a.role === 'business',
        isAgency: a.role === 'agency',
        termsAcceptedAt: now,
        createdAt: now,
        latitude: 37.77,
        longitude: -122.42,
        locality: 'San Francisco',
        administrativeArea: 'CA',
        country: 'US',
      })),
    )
    .onConflictDoNothing();
}
