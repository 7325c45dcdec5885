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
 * The page-translation widget (page language English, no automatic pop-up). Its script is fetched only
 * once the page is idle, and the block stays hidden until the widget is really there, so a blocked or
 * failed script leaves neither an error nor an empty gap.
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
    document.body.append(script);
    return () => script.remove();
  }, []);

  return (
    <div className="mt-6" hidden={!ready} data-translator>
      <p className="text-sm font-semibold text-white">
        Read this page in your language
      </p>
      <div id={CONTAINER_ID} className="mt-2" />
    </div>
  );
}
