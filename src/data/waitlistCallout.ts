/** The words of the invitation to join the beta that closes each article (WaitlistCallout). */
export const waitlistCalloutText = {
  label: 'Join the beta',
  button: 'Join Beta Waitlist',
} as const;
