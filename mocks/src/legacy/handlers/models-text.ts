// The stand-in's words for the models' answers, in a module of their own: mock mode (MSW, in the
// browser) shows the same words without importing the handlers, whose payment signing needs Node.

export const MODELS_TEXT = {
  notOrganiser: 'Log in as an organiser to manage your models.',
  noEvent: 'We could not find that event among yours.',
  noModel: 'This model does not exist.',
  noFreeVote: 'This model takes no free votes. Pick a paid package.',
  alreadyVoted: 'You have already voted for this model today. Come back tomorrow for another free vote.',
  voted: 'Thank you! Your vote has been counted.',
  noPackage: 'This vote package is not offered for this model.',
} as const;
