// spec 000 §5 / §7: the launch forms run a bot check in the browser (@fingerprintjs/botd).
//
// Test hook: headless Chromium is reported as a bot (DESIGN.md §9), so browser tests decide the
// outcome before the page loads:
//   await page.addInitScript(() => { window.__STAGEPASS_BOT_RESULT__ = 'human'; });  // or 'bot' | 'pending'
// 'pending' never settles, which shows the 'Checking for bots, please wait...' state. Component
// tests call setBotDetector() instead. In a real visit neither is set and botd decides.

export type BotVerdict = 'bot' | 'human';
export type BotDetector = () => Promise<BotVerdict>;

declare global {
  interface Window {
    __STAGEPASS_BOT_RESULT__?: BotVerdict | 'pending';
  }
}

/** botd is loaded only when a launch page runs the check, off the first load. */
const botdDetector: BotDetector = async () => {
  const { load } = await import('@fingerprintjs/botd');
  const botd = await load({ monitoring: false });
  return botd.detect().bot ? 'bot' : 'human';
};

let override: BotDetector | null = null;

/** For tests: replace the detector (null restores botd). */
export function setBotDetector(detector: BotDetector | null): void {
  override = detector;
}

function injected(): BotDetector | null {
  const forced = typeof window === 'undefined' ? undefined : window.__STAGEPASS_BOT_RESULT__;
  if (forced === 'pending') return () => new Promise<BotVerdict>(() => {});
  if (forced === 'bot' || forced === 'human') return () => Promise.resolve(forced);
  return null;
}

/**
 * The verdict. spec 000 §4 / §8: 'If the bot detector fails to load, the check is marked finished and
 * the visitor is treated as not a bot' — so any failure answers 'human'.
 */
export async function checkForBot(): Promise<BotVerdict> {
  const detector = override ?? injected() ?? botdDetector;
  try {
    return await detector();
  } catch (error) {
    console.warn('Bot detector failed to load; treating the visitor as not a bot', error);
    return 'human';
  }
}
