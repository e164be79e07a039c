import type { Inbox, MessagePurpose } from "~/domain/choices";
import type { Language } from "~/i18n/languages";

export type TemplateText = { subject: string; body: string };

/** A message's subject (one line) and text at most, in characters: written from the record or as a template. */
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;
type Template = {
  texts: Record<Language, TemplateText>;
  /** The status the message usually goes with, offered in the same step. */ status?: string;
};

const signature = {
  pt: "Com os melhores cumprimentos,\n{{staff}}\n{{company}}",
  en: "Kind regards,\n{{staff}}\n{{company}}",
  fr: "Bien cordialement,\n{{staff}}\n{{company}}",
};

const answer: Template = {
  texts: {
    pt: { subject: "A sua mensagem", body: `Olá {{name}},\n\nObrigado por nos ter escrito.\n\n\n\n${signature.pt}` },
    en: { subject: "Your message", body: `Hello {{name}},\n\nThank you for writing to us.\n\n\n\n${signature.en}` },
    fr: { subject: "Votre message", body: `Bonjour {{name}},\n\nMerci de nous avoir écrit.\n\n\n\n${signature.fr}` },
  },
};

const document = (about: Record<Language, string>): Template => ({
  texts: {
    pt: {
      subject: `${about.pt}: um documento em falta`,
      body: `Olá {{name}},\n\nPara continuarmos, precisamos de: \n\nPode responder a este e-mail com o documento.\n\n${signature.pt}`,
    },
    en: {
      subject: `${about.en}: a missing document`,
      body: `Hello {{name}},\n\nTo go on, we need: \n\nYou can reply to this e-mail with the document.\n\n${signature.en}`,
    },
    fr: {
      subject: `${about.fr} : un document manquant`,
      body: `Bonjour {{name}},\n\nPour continuer, il nous faut : \n\nVous pouvez répondre à cet e-mail avec le document.\n\n${signature.fr}`,
    },
  },
});

const driverAbout = {
  pt: "A sua candidatura de motorista",
  en: "Your driver application",
  fr: "Votre candidature de chauffeur",
};
const jobAbout = {
  pt: "A sua candidatura: {{job}}",
  en: "Your application: {{job}}",
  fr: "Votre candidature : {{job}}",
};

/**
 * What a template may say in place of a value, filled in when staff start from it: `interview` (its day,
 * time, place and interviewer) with the interview to come, or in the invitation sent when it is set.
 */
const placeholders = ["name", "reference", "job", "staff", "company", "interview"] as const;
export type Placeholder = (typeof placeholders)[number];

/**
 * The placeholders one template may use (checked when an admin saves their version, /admin/templates):
 * the job only where a record is about one (a job application), the interview only in its invitation.
 */
export function placeholdersOf(inbox: Inbox, purpose: MessagePurpose): readonly Placeholder[] {
  return placeholders.filter(
    (name) =>
      (name !== "job" || inbox === "applications") &&
      (name !== "interview" || (inbox === "applications" && purpose === "invite")),
  );
}

/**
 * The messages staff start from (the defaults: an admin's version saved at /admin/templates replaces one,
 * saved-templates.server.ts, ADR 056), per inbox and purpose, in the three languages: `{{name}}`, `{{reference}}`,
 * `{{job}}`, `{{staff}}`, `{{company}}` and (an invitation) `{{interview}}` are filled in; the subject gets the
 * reference (`[KX-…]`).
 */
export const messageTemplates: Record<Inbox, Partial<Record<MessagePurpose, Template>>> = {
  drivers: {
    approve: {
      status: "approved",
      texts: {
        pt: {
          subject: `${driverAbout.pt} foi aprovada`,
          body: `Olá {{name}},\n\nA sua candidatura para motorista parceiro foi aprovada. Vamos ligar-lhe para combinar o primeiro dia.\n\n${signature.pt}`,
        },
        en: {
          subject: `${driverAbout.en} is approved`,
          body: `Hello {{name}},\n\nYour application as a partner driver is approved. We will call you to agree on your first day.\n\n${signature.en}`,
        },
        fr: {
          subject: `${driverAbout.fr} est acceptée`,
          body: `Bonjour {{name}},\n\nVotre candidature de chauffeur partenaire est acceptée. Nous vous appellerons pour convenir de votre premier jour.\n\n${signature.fr}`,
        },
      },
    },
    reject: {
      status: "rejected",
      texts: {
        pt: {
          subject: driverAbout.pt,
          body: `Olá {{name}},\n\nObrigado pelo interesse. De momento não podemos seguir com a sua candidatura: \n\n${signature.pt}`,
        },
        en: {
          subject: driverAbout.en,
          body: `Hello {{name}},\n\nThank you for your interest. We cannot go on with your application for now: \n\n${signature.en}`,
        },
        fr: {
          subject: driverAbout.fr,
          body: `Bonjour {{name}},\n\nMerci de votre intérêt. Nous ne pouvons pas donner suite à votre candidature pour le moment : \n\n${signature.fr}`,
        },
      },
    },
    document: document(driverAbout),
  },
  applications: {
    invite: {
      status: "reviewed",
      texts: {
        pt: {
          subject: `${jobAbout.pt}: entrevista`,
          body: `Olá {{name}},\n\nGostaríamos de o conhecer numa entrevista para a vaga {{job}}:\n\n{{interview}}\n\nDiga-nos se lhe convém.\n\n${signature.pt}`,
        },
        en: {
          subject: `${jobAbout.en}: interview`,
          body: `Hello {{name}},\n\nWe would like to meet you for an interview for {{job}}:\n\n{{interview}}\n\nLet us know whether it suits you.\n\n${signature.en}`,
        },
        fr: {
          subject: `${jobAbout.fr} : entretien`,
          body: `Bonjour {{name}},\n\nNous aimerions vous rencontrer en entretien pour le poste {{job}} :\n\n{{interview}}\n\nDites-nous si cela vous convient.\n\n${signature.fr}`,
        },
      },
    },
    reject: {
      status: "rejected",
      texts: {
        pt: {
          subject: jobAbout.pt,
          body: `Olá {{name}},\n\nObrigado pela sua candidatura à vaga {{job}}. Decidimos não avançar com ela: \n\n${signature.pt}`,
        },
        en: {
          subject: jobAbout.en,
          body: `Hello {{name}},\n\nThank you for applying for {{job}}. We have decided not to go on with your application: \n\n${signature.en}`,
        },
        fr: {
          subject: jobAbout.fr,
          body: `Bonjour {{name}},\n\nMerci pour votre candidature au poste {{job}}. Nous avons décidé de ne pas y donner suite : \n\n${signature.fr}`,
        },
      },
    },
    document: document(jobAbout),
  },
  proposals: { answer: { ...answer, status: "contacted" } },
  messages: { answer: { ...answer, status: "read" } },
  deliveries: { answer },
};
