// Issue 13, acceptance 7: a fan reports a photo. A fresh talent puts a photo into their gallery through the media
// uploader (the shared cropper, square); a fresh fan opens it in the media viewer on the talent's profile and flags
// it as inappropriate: 'Media Reported' (spec 001 §8). Fresh members only.

import { expect, test } from './fixtures';
import { api, apiSession, freshEmail, registerTalent, signIn } from './accounts-helpers';
import { fan, png, unique } from './marketplace-helpers';

test('a talent adds a photo to their gallery; a fan opens it in the media viewer and reports it', async ({
  page,
  browser,
  request,
}) => {
  // Two members signed up by email and two browsers: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  // The talent: registered through the API, then signed in on the site.
  const talentEmail = freshEmail('gallery-talent');
  const talentName = `Iris Gallery ${unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await registerTalent(request, talentEmail, talentName);
  const talentSession = await apiSession(request, talentEmail);
  const me = await api<{ member: { user_id: number } }>(request, 'member_query', {}, talentSession);
  const talentId = me.data.member.user_id;

  await signIn(page, talentEmail);
  await expect(page).toHaveURL(/\/dash\//);
  await page.goto(`/dash/c/${talentId}`);
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByText('No photos or videos yet.')).toBeVisible();

  // A YouTube link without a proper id is refused with the §5 message.
  await gallery.getByRole('button', { name: 'Add Media' }).click();
  const uploader = page.getByRole('dialog', { name: 'Add to Gallery' });
  await uploader.getByText('YouTube', { exact: true }).click();
  await uploader.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=tooShort');
  await uploader.getByRole('button', { name: 'Save' }).click();
  await expect(uploader.getByRole('alert')).toHaveText(
    'Please try a different version of that YouTube URL. We were unable to verify it.',
  );

  // A photo, through the shared cropper (square).
  await uploader.getByText('Image', { exact: true }).click();
  await uploader.getByRole('button', { name: 'Choose Image' }).click();
  const cropper = page.getByRole('dialog', { name: 'Add to Gallery' });
  await cropper.locator('input[type="file"]').setInputFiles({
    name: 'stage.png',
    mimeType: 'image/png',
    buffer: await png(page, 400, 300),
  });
  await expect(cropper.getByTestId('image-cropper')).toBeVisible();
  await cropper.getByRole('button', { name: 'Crop Image' }).click();
  await cropper.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gallery updated')).toBeVisible();
  const thumbnail = gallery.getByRole('button', { name: 'Open Photo 1' });
  await expect(thumbnail).toBeVisible();
  await expect(gallery.getByText('No photos or videos yet.')).toHaveCount(0);

  // The talent's own photo has no flag, only Replace.
  await thumbnail.click();
  const ownView = page.getByRole('dialog', { name: 'Media' });
  await expect(ownView.getByRole('button', { name: 'Replace' })).toBeVisible();
  await expect(ownView.getByRole('button', { name: 'Flag as Inappropriate' })).toHaveCount(0);

  // A fresh fan, in a browser of their own.
  const fanAccount = await fan(request, 'gallery-reporter');
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  try {
    // Logged out, the photo can be seen but not flagged (spec 001 §6).
    await fanPage.goto(`/dash/c/${talentId}`);
    await fanPage.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: 'Open Photo 1' }).click();
    const anonymousView = fanPage.getByRole('dialog', { name: 'Media' });
    await expect(anonymousView.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(anonymousView.getByRole('button', { name: 'Flag as Inappropriate' })).toHaveCount(0);

    await signIn(fanPage, fanAccount.email);
    await expect(fanPage).toHaveURL(/\/dash\//);
    await fanPage.goto(`/dash/c/${talentId}`);
    await fanPage.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: 'Open Photo 1' }).click();
    const viewer = fanPage.getByRole('dialog', { name: 'Media' });
    const photo = viewer.getByRole('img', { name: 'Photo 1' });
    await expect(photo).toBeVisible();
    // The stored photo is served, square (spec 001 §5 'cropped square').
    const size = await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]).toBeGreaterThanOrEqual(150);
    expect(size[0]).toBe(size[1]);

    await viewer.getByRole('button', { name: 'Flag as Inappropriate' }).click();
    const flag = fanPage.getByRole('dialog', { name: 'Flag as Inappropriate' });
    await flag.getByRole('radio', { name: 'Nudity or sexual content' }).check();
    await flag.getByLabel('Description').fill('Not suitable for this page');
    await flag.getByRole('button', { name: 'Report' }).click();
    await expect(fanPage.getByText('Media Reported')).toBeVisible();
    await expect(flag).toBeHidden();
  } finally {
    await fanContext.close();
  }

  // The report is stored: the same fan reporting the same photo again gets that case back, not a new one.
  const again = await api<{ case_id: number; duplicate: boolean }>(
    request,
    'report_new_case',
    { code: 'SPAM', credentials: { type: 5, user_id: talentId, media_index: 0 } },
    fanAccount.session,
  );
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  expect(again.data.duplicate).toBe(true);
});
