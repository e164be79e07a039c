import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { company } from "~/config/company";

/** Stands in a form slot until the form itself is built. */
export function FormComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-lg" data-testid="form-slot-placeholder">
      <p>{t("formSlot.placeholder", { phone: company.phone.display })}</p>
      <Link to="/contact" className="font-semibold text-brand-700 underline">
        {t("formSlot.contactLink")}
      </Link>
    </div>
  );
}
