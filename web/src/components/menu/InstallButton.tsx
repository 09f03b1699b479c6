import { useAtomValue } from 'jotai';
import { isIos, promptInstall } from '../../lib/install-prompt';
import { installedAtom, installPromptAtom } from '../../state/pwa';
import * as ui from '../../styles/ui.css';
import * as s from './menu.css';

const buttonClass = `${ui.button.secondary} ${ui.fullWidth}`;

/** Install App: the browser's own prompt when it offered one; iOS installs only through Safari's Share menu. */
export function InstallButton() {
  const prompt = useAtomValue(installPromptAtom);
  const installed = useAtomValue(installedAtom);
  if (isIos()) {
    return (
      <button type="button" className={buttonClass} disabled>
        Add to Home Screen (Use Safari Share)
      </button>
    );
  }
  if (installed) {
    return (
      <button type="button" className={buttonClass} disabled>
        App installed
      </button>
    );
  }
  return (
    <>
      <button type="button" className={buttonClass} disabled={!prompt} onClick={() => void promptInstall()}>
        Install App
      </button>
      {!prompt && <p className={`${s.text} ${ui.muted}`}>Not offered by this browser yet: use its menu to install.</p>}
    </>
  );
}
