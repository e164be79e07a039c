import { useTranslation } from "~/i18n/translate";
import { whatsappLink } from "~/config/company";

/**
 * Round chat button fixed at the bottom right of every page; the greeting is in the page's language.
 * It steps aside while the visitor types in a field (app.css), where it would cover the field's corner.
 */
export function WhatsAppButton() {
  const { t } = useTranslation();
  return (
    <a
      href={whatsappLink(t("whatsapp.greeting"))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.label")}
      data-testid="whatsapp-button"
      className="whatsapp-float fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:scale-105 motion-reduce:hover:scale-100"
    >
      <svg viewBox="0 0 24 24" width="30" height="30" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3z" />
      </svg>
    </a>
  );
}
