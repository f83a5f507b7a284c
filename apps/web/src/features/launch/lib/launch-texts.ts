// Launch page wording the spec leaves to us (spec 000 §2.12 gives the headings; these fill in around
// them). The spec's own texts are in @stagepass/domain/launch.

export const launchIntro = (cityInText: string) =>
  `Stagepass is launching in ${cityInText}. Be one of the first talent, creators and businesses to host events, get booked and sell tickets — tell us who you are and we'll save you a spot.`;
export const LAUNCH_TERMS_TITLE = 'Launch & Partner Terms';
export const DISCLAIMER_HEADING = 'Disclaimer & Terms';
export const JOIN_BUTTON = 'Join the Launch';
export const PARTNER_SUBMIT_BUTTON = 'Submit Partner Application';
export const CANCEL = 'Cancel';
