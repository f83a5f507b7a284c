import { useEffect, useState } from 'react';
import { checkForBot } from '../lib/bot-check';

export interface BotCheckState {
  /** spec 000 §4: 'Bot check: pending, then done (bot or not).' */
  checked: boolean;
  isBot: boolean;
}

export function useBotCheck(): BotCheckState {
  const [state, setState] = useState<BotCheckState>({ checked: false, isBot: false });
  useEffect(() => {
    let live = true;
    void checkForBot().then((verdict) => {
      if (live) setState({ checked: true, isBot: verdict === 'bot' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
