/**
 * The one Chromium every test, benchmark and asset script uses: Debian's build (test tools cannot
 * download browsers here), with the flags that keep it off the network and working as root.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
