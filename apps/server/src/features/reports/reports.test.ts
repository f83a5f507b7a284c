import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { caseReports, comments, posts, profileMedia } from '@stagepass/db/schema/conversation';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import {
  REPORTS_PER_HOUR,
  REPORT_CODE_MISMATCH,
  REPORT_NOT_FOUND,
  REPORT_OWN_ITEM,
  reportCodesFor,
  tooManyReportsMessage,
} from '@stagepass/domain/reports';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';

const t = useTestApp();
const m = marketplace(t, 'reports.test');

const now = () => new Date(t.clock.now());

/** A talent with a photo at index 0 and a YouTube item at index 1 of their gallery. */
async function talentWithGallery(): Promise<TestMember> {
  const star = await m.member({ isSpecialist: true }, 'talent');
  await t.db.insert(profileMedia).values([
    { memberId: star.id, mediaIndex: 0, mediaType: 'Image', url: '/media/gallery/photo.webp', createdAt: now() },
    { memberId: star.id, mediaIndex: 1, mediaType: 'YouTube', url: 'dQw4w9WgXcQ', createdAt: now() },
  ]);
  return star;
}

async function postBy(author: TestMember) {
  const [post] = await t.db
    .insert(posts)
    .values({
      authorId: author.id,
      title: 'Opening night',
      caption: 'Doors at 7',
      mediaUrl: '/media/posts/p.webp',
      createdAt: now(),
      modifiedAt: now(),
    })
    .returning({ id: posts.id });
  return post!.id;
}

async function commentBy(author: TestMember, postId: number, text = 'See you there') {
  const [comment] = await t.db
    .insert(comments)
    .values({ postId, authorId: author.id, comment: text, createdAt: now(), modifiedAt: now() })
    .returning({ id: comments.id });
  return comment!.id;
}

const report = (who: TestMember | undefined, fields: Record<string, unknown>) =>
  t.call('report_new_case', fields, who?.token);
const mediaReport = (user_id: number, media_index: number, code = 'NUDITY', description = 'Not for a family page') => ({
  code,
  description,
  credentials: { type: 5, user_id, media_index },
});

describe('get_report_codes (spec 001 §7)', () => {
  it('lists the content reasons, or the account reasons for for_acct (or cred 1)', async () => {
    const fan = await m.member();
    const content = await t.call('get_report_codes', { for_acct: false, cred: 5 }, fan.token);
    expect(content.status).toBe(200);
    expect(content.body.data.codes).toEqual(reportCodesFor(false).map(({ code, label }) => ({ code, label })));
    expect(content.body.data.codes.map((c: { code: string }) => c.code)).toContain('NUDITY');

    const account = await t.call('get_report_codes', { for_acct: true }, fan.token);
    expect(account.body.data.codes.map((c: { code: string }) => c.code)).toContain('IMPERSONATION');
    expect(account.body.data.codes.map((c: { code: string }) => c.code)).not.toContain('NUDITY');
    const byCred = await t.call('get_report_codes', { cred: 1 }, fan.token);
    expect(byCred.body.data).toEqual(account.body.data);
  });

  it('is for signed-in members, and names a bad field', async () => {
    const anonymous = await t.call('get_report_codes', {});
    expect([anonymous.status, anonymous.body.message]).toEqual([401, SESSION_EXPIRED]);
    const fan = await m.member();
    const bad = await t.call('get_report_codes', { cred: 4 }, fan.token);
    expect([bad.status, bad.body.field]).toEqual([400, 'cred']);
    const notBool = await t.call('get_report_codes', { for_acct: 'yes' }, fan.token);
    expect([notBool.status, notBool.body.field]).toEqual([400, 'for_acct']);
  });
});

describe('report_new_case (spec 001 §3 Case report, §7, §8)', () => {
  it('stores a media report (type 5, user_id and media_index) for staff with the item as it was', async () => {
    const star = await talentWithGallery();
    const fan = await m.member();
    const res = await report(fan, mediaReport(star.id, 0));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ case_id: expect.any(Number), duplicate: false });
    const [row] = await t.db.select().from(caseReports).where(eq(caseReports.id, res.body.data.case_id));
    expect(row).toEqual({
      id: res.body.data.case_id,
      reporterId: fan.id,
      code: 'NUDITY',
      description: 'Not for a family page',
      subjectId: star.id,
      postId: null,
      commentId: null,
      mediaIndex: 0,
      snapshot: {
        type: 5,
        kind: 'media',
        user_id: star.id,
        name: star.name,
        media_index: 0,
        media_type: 'Image',
        url: '/media/gallery/photo.webp',
      },
      createdAt: now(),
      resolvedAt: null,
    });
    // The item changes later: the case still shows what was reported.
    await t.db.update(profileMedia).set({ url: '/media/gallery/other.webp' }).where(eq(profileMedia.memberId, star.id));
    const [kept] = await t.db.select().from(caseReports);
    expect(kept!.snapshot).toMatchObject({ url: '/media/gallery/photo.webp' });
  });

  it('reports a profile, a post and a comment, each filed under its owner', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const fan = await m.member();
    const commenter = await m.member();
    const postId = await postBy(venue);
    const commentId = await commentBy(commenter, postId, '<script>alert(1)</script>');

    const profile = await report(fan, { code: 'IMPERSONATION', credentials: { type: 1, user_id: venue.id } });
    const post = await report(fan, { code: 'SPAM', credentials: { type: 2, post_id: postId } });
    const comment = await report(fan, { code: 'HARASSMENT', credentials: { type: 3, comment_id: commentId } });
    for (const res of [profile, post, comment]) expect(res.status, JSON.stringify(res.body)).toBe(200);

    const rows = await t.db.select().from(caseReports).orderBy(caseReports.id);
    expect(
      rows.map((r) => [r.code, r.description, r.subjectId, r.postId, r.commentId, r.mediaIndex, r.snapshot?.kind]),
    ).toEqual([
      ['IMPERSONATION', '', venue.id, null, null, null, 'profile'],
      ['SPAM', '', venue.id, postId, null, null, 'post'],
      ['HARASSMENT', '', commenter.id, postId, commentId, null, 'comment'],
    ]);
    expect(rows[1]!.snapshot).toMatchObject({ title: 'Opening night', caption: 'Doors at 7' });
    // Stored as the text it was, never interpreted.
    expect(rows[2]!.snapshot).toMatchObject({ comment: '<script>alert(1)</script>' });
  });

  it('files one case for the same item reported again while it is open, and a new one once it is resolved', async () => {
    const star = await talentWithGallery();
    const fan = await m.member();
    const first = await report(fan, mediaReport(star.id, 0));
    const again = await report(fan, mediaReport(star.id, 0, 'VIOLENCE', 'still there'));
    expect(again.body.data).toEqual({ case_id: first.body.data.case_id, duplicate: true });
    // Another item, or another reporter, is another case.
    const other = await report(fan, mediaReport(star.id, 1));
    const second = await report(await m.member(), mediaReport(star.id, 0));
    expect(new Set([first, other, second].map((r) => r.body.data.case_id)).size).toBe(3);
    expect(await t.db.select().from(caseReports)).toHaveLength(3);

    await t.db.update(caseReports).set({ resolvedAt: now() }).where(eq(caseReports.id, first.body.data.case_id));
    const reopened = await report(fan, mediaReport(star.id, 0));
    expect(reopened.body.data.duplicate).toBe(false);
  });

  it(`refuses more than ${REPORTS_PER_HOUR} reports an hour from one member`, async () => {
    const fan = await m.member();
    const stars = [];
    for (let i = 0; i < REPORTS_PER_HOUR + 1; i++) stars.push(await m.member({ isSpecialist: true }, 'talent'));
    for (const star of stars.slice(0, REPORTS_PER_HOUR))
      expect((await report(fan, { code: 'SPAM', credentials: { type: 1, user_id: star.id } })).status).toBe(200);
    const over = await report(fan, { code: 'SPAM', credentials: { type: 1, user_id: stars.at(-1)!.id } });
    expect([over.status, over.body.message]).toEqual([429, tooManyReportsMessage()]);
    t.clock.advance(3600_000 + 1000);
    expect((await report(fan, { code: 'SPAM', credentials: { type: 1, user_id: stars.at(-1)!.id } })).status).toBe(200);
  });

  it('answers 404 for what does not exist: an empty gallery place, a deleted post, a deleted comment, a gone member', async () => {
    const star = await talentWithGallery();
    const fan = await m.member();
    const postId = await postBy(star);
    const commentId = await commentBy(await m.member(), postId);
    await t.db.update(comments).set({ state: 'deleted' }).where(eq(comments.id, commentId));
    const deletedPost = await postBy(star);
    await t.db.update(posts).set({ deletedAt: now() }).where(eq(posts.id, deletedPost));
    const gone = await talentWithGallery();
    await t.db.update(members).set({ active: false }).where(eq(members.id, gone.id));

    const cases: [Record<string, unknown>, string][] = [
      [{ type: 5, user_id: star.id, media_index: 2 }, REPORT_NOT_FOUND.media],
      [{ type: 5, user_id: gone.id, media_index: 0 }, REPORT_NOT_FOUND.media],
      [{ type: 5, user_id: 2_000_000_000, media_index: 0 }, REPORT_NOT_FOUND.media],
      [{ type: 2, post_id: deletedPost }, REPORT_NOT_FOUND.post],
      [{ type: 3, comment_id: commentId }, REPORT_NOT_FOUND.comment],
      [{ type: 1, user_id: gone.id }, REPORT_NOT_FOUND.profile],
    ];
    for (const [credentials, message] of cases) {
      const code = credentials.type === 1 ? 'SPAM' : 'OTHER';
      const res = await report(fan, { code, credentials });
      expect([res.status, res.body.message, res.body.field], JSON.stringify(credentials)).toEqual([
        404,
        message,
        'credentials',
      ]);
    }
    expect(await t.db.select().from(caseReports)).toEqual([]);
  });

  it('refuses bad input naming the field, a reason of the wrong kind, your own item, and logged-out callers', async () => {
    const star = await talentWithGallery();
    const fan = await m.member();
    for (const [fields, field] of [
      [{ ...mediaReport(star.id, 0), code: 'NOPE' }, 'code'],
      [{ ...mediaReport(star.id, 0), description: 'x'.repeat(1001) }, 'description'],
      [{ code: 'SPAM', credentials: { type: 4, user_id: star.id } }, 'credentials.type'],
      [{ code: 'SPAM', credentials: { type: 5, user_id: star.id } }, 'credentials.media_index'],
      [{ code: 'SPAM', credentials: { type: 5, user_id: star.id, media_index: 12 } }, 'credentials.media_index'],
      [{ code: 'SPAM', credentials: { type: 5, user_id: -1, media_index: 0 } }, 'credentials.user_id'],
      [{ code: 'SPAM', credentials: { type: 2 } }, 'credentials.post_id'],
      [{ code: 'SPAM' }, 'credentials'],
    ] as const) {
      const res = await report(fan, fields);
      expect([res.status, res.body.field], JSON.stringify(fields)).toEqual([400, field]);
    }
    const wrongKind = await report(fan, mediaReport(star.id, 0, 'IMPERSONATION'));
    expect([wrongKind.status, wrongKind.body.message, wrongKind.body.field]).toEqual([
      400,
      REPORT_CODE_MISMATCH,
      'code',
    ]);
    const own = await report(star, mediaReport(star.id, 0));
    expect([own.status, own.body.message]).toEqual([400, REPORT_OWN_ITEM]);
    const anonymous = await report(undefined, mediaReport(star.id, 0));
    expect([anonymous.status, anonymous.body.message]).toEqual([401, SESSION_EXPIRED]);
    expect(await t.db.select().from(caseReports)).toEqual([]);
  });
});
