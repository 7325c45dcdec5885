import { useEffect, useState } from 'react';
import { site } from '~/site.config';

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement?: new (options: object, elementId: string) => unknown } };
  }
}

const CONTAINER_ID = 'google_translate_element';

/**
 * The page-translation widget (page language English, no automatic pop-up). It lives in the footer, so
 * its script is fetched only when the footer comes near the screen and the page is idle; the block
 * stays hidden until the widget is really there, so a blocked or failed script leaves no gap.
 */
export default function Translator() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    window.googleTranslateElementInit = () => {
      const TranslateElement = window.google?.translate?.TranslateElement;
      if (!TranslateElement) return;
      try {
        new TranslateElement({ pageLanguage: 'en', autoDisplay: false }, CONTAINER_ID);
        setReady(true);
      } catch {
        // A widget that fails to build is simply not offered.
      }
    };
    const script = document.createElement('script');
    script.src = site.translatorScript;
    script.async = true;
    script.onerror = () => script.remove();
    const whenIdle = window.requestIdleCallback ?? ((load: () => void) => window.setTimeout(load, 1));
    const idle = whenIdle(() => document.body.append(script));
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      script.remove();
    };
  }, []);

  return (
    // The wrapper stays in the layout (with no height) so `client:visible` can see it; only its content waits.
    <div className={ready ? 'mt-6' : undefined} data-translator>
      <div hidden={!ready}>
        <p className="text-sm font-semibold text-white">Read this page in your language</p>
        <div id={CONTAINER_ID} className="mt-2" />
      </div>
    </div>
  );
}
