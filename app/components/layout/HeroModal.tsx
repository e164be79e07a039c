import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/Dialog";
import { DialogButton } from "~/components/ui/DialogButton";

type HeroModalProps = {
  label: string;
  title: string;
  /** The modal's content, loaded when it first opens. */
  Content: LazyExoticComponent<ComponentType<{ close: () => void }>>;
};

/** A hero call to action that opens a modal whose content (usually a form) loads on demand. */
export function HeroModal({ label, title, Content }: HeroModalProps) {
  const { t } = useTranslation();
  return (
    <DialogButton label={label} className={buttonClasses("primary")}>
      {({ open, close }) => (
        <Dialog open={open} onClose={close} title={title} closeLabel={t("common.close")}>
          <Suspense fallback={<p>{t("common.loading")}</p>}>
            <Content close={close} />
          </Suspense>
        </Dialog>
      )}
    </DialogButton>
  );
}
