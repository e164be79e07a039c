import type { Inbox } from "~/domain/choices";
import { adminPt } from "~/i18n/admin/pt";
import type { Language } from "~/i18n/languages";

type PerInbox = Record<Inbox, string>;

/**
 * Where a confirmation's withdrawal link goes. The outbox stores this, and the sender puts the signed link
 * in only as it sends the message: nobody who reads the outbox (admins at /admin/outbox) gets a usable link.
 */
export const WITHDRAW_LINK_PLACEHOLDER = "{{withdraw-link}}";

/** What a visitor is told by e-mail once their submission is stored, in the language they used. */
type ConfirmationTexts = {
  subject: PerInbox;
  greeting: string;
  received: PerInbox;
  reference: string;
  /** A delivery's reference is its tracking number: said so, with the tracking page's link. */
  track: string;
  next: PerInbox;
  withdraw: string;
  privacy: string;
  signature: string;
};

export const confirmationTexts: Record<Language, ConfirmationTexts> = {
  pt: {
    subject: {
      drivers: "Recebemos a sua candidatura de motorista ({{reference}})",
      applications: "Recebemos a sua candidatura ({{reference}})",
      proposals: "Recebemos a sua proposta ({{reference}})",
      messages: "Recebemos a sua mensagem ({{reference}})",
      deliveries: "Recebemos o seu pedido de entrega ({{reference}})",
    },
    greeting: "Olá {{name}},",
    received: {
      drivers: "obrigado pelo interesse em ser motorista parceiro: recebemos a sua candidatura.",
      applications: "obrigado pelo interesse em trabalhar connosco: recebemos a sua candidatura.",
      proposals: "obrigado pelo contacto: recebemos a proposta da sua empresa.",
      messages: "obrigado pelo contacto: recebemos a sua mensagem.",
      deliveries: "obrigado pela preferência: recebemos o seu pedido de entrega.",
    },
    reference: "A sua referência é {{reference}}. Indique-a se nos contactar.",
    track: "O seu número de seguimento é {{reference}}. Siga a entrega aqui:",
    next: {
      drivers: "A nossa equipa de operações analisa a candidatura e contacta-o por telefone em até 5 dias úteis.",
      applications: "A nossa equipa de recrutamento analisa a candidatura e responde-lhe por e-mail ou telefone.",
      proposals: "A nossa equipa comercial contacta-o em até 24 horas úteis.",
      messages: "Respondemos em até 2 dias úteis.",
      deliveries: "Confirmamos o preço e atribuímos um motorista; cada passo da entrega chega-lhe por e-mail.",
    },
    withdraw: "Mudou de ideias? Pode retirar este pedido e apagar os seus dados aqui (ligação válida 30 dias):",
    privacy: "Como tratamos os seus dados:",
    signature: "A equipa {{company}}",
  },
  en: {
    subject: {
      drivers: "We received your driver application ({{reference}})",
      applications: "We received your application ({{reference}})",
      proposals: "We received your proposal ({{reference}})",
      messages: "We received your message ({{reference}})",
      deliveries: "We received your delivery request ({{reference}})",
    },
    greeting: "Hello {{name}},",
    received: {
      drivers: "thank you for wanting to drive with us: we have received your application.",
      applications: "thank you for wanting to work with us: we have received your application.",
      proposals: "thank you for getting in touch: we have received your company's proposal.",
      messages: "thank you for getting in touch: we have received your message.",
      deliveries: "thank you for choosing us: we have received your delivery request.",
    },
    reference: "Your reference is {{reference}}. Please quote it if you contact us.",
    track: "Your tracking number is {{reference}}. Follow the delivery here:",
    next: {
      drivers: "Our operations team reviews your application and calls you within 5 working days.",
      applications: "Our recruitment team reviews your application and answers you by e-mail or phone.",
      proposals: "Our sales team contacts you within 24 working hours.",
      messages: "We answer within 2 working days.",
      deliveries: "We confirm the price and assign a driver; every step of the delivery reaches you by e-mail.",
    },
    withdraw: "Changed your mind? You can withdraw this request and erase your data here (link valid for 30 days):",
    privacy: "How we handle your data:",
    signature: "The {{company}} team",
  },
  fr: {
    subject: {
      drivers: "Nous avons reçu votre candidature de chauffeur ({{reference}})",
      applications: "Nous avons reçu votre candidature ({{reference}})",
      proposals: "Nous avons reçu votre proposition ({{reference}})",
      messages: "Nous avons reçu votre message ({{reference}})",
      deliveries: "Nous avons reçu votre demande de livraison ({{reference}})",
    },
    greeting: "Bonjour {{name}},",
    received: {
      drivers: "merci de vouloir rouler avec nous : nous avons bien reçu votre candidature.",
      applications: "merci de vouloir travailler avec nous : nous avons bien reçu votre candidature.",
      proposals: "merci de nous avoir contactés : nous avons bien reçu la proposition de votre entreprise.",
      messages: "merci de nous avoir contactés : nous avons bien reçu votre message.",
      deliveries: "merci de votre confiance : nous avons bien reçu votre demande de livraison.",
    },
    reference: "Votre référence est {{reference}}. Merci de la rappeler si vous nous contactez.",
    track: "Votre numéro de suivi est {{reference}}. Suivez la livraison ici :",
    next: {
      drivers: "Notre équipe des opérations étudie votre candidature et vous appelle sous 5 jours ouvrés.",
      applications: "Notre équipe de recrutement étudie votre candidature et vous répond par e-mail ou par téléphone.",
      proposals: "Notre équipe commerciale vous contacte sous 24 heures ouvrées.",
      messages: "Nous répondons sous 2 jours ouvrés.",
      deliveries:
        "Nous confirmons le prix et attribuons un chauffeur ; chaque étape de la livraison vous parvient par e-mail.",
    },
    withdraw:
      "Vous avez changé d'avis ? Vous pouvez retirer cette demande et effacer vos données ici (lien valable 30 jours) :",
    privacy: "Comment nous traitons vos données :",
    signature: "L'équipe {{company}}",
  },
};

/** What staff are told of a new submission: in Portuguese, the back-office's language; no personal data but the name. */
export const noticeTexts = {
  subject: "Nova submissão {{reference}}: {{inbox}}",
  body: "{{inbox}}: nova submissão de {{name}}, referência {{reference}}.",
  open: "Abrir no backoffice:",
  inboxes: adminPt.inboxes satisfies PerInbox,
};

/** What a delivery's customer is told at each step, in the language of their request. */
export const deliveryUpdateTexts: Record<
  Language,
  { subject: string; greeting: string; now: string; price: string; reason: string; track: string; signature: string }
> = {
  pt: {
    subject: "A sua entrega {{reference}}: {{status}}",
    greeting: "Olá {{name}},",
    now: "a sua entrega {{reference}} está agora: {{status}}.",
    price: "Preço confirmado: {{price}}.",
    reason: "Motivo: {{reason}}",
    track: "Siga a entrega aqui:",
    signature: "A equipa {{company}}",
  },
  en: {
    subject: "Your delivery {{reference}}: {{status}}",
    greeting: "Hello {{name}},",
    now: "your delivery {{reference}} is now: {{status}}.",
    price: "Confirmed price: {{price}}.",
    reason: "Reason: {{reason}}",
    track: "Follow the delivery here:",
    signature: "The {{company}} team",
  },
  fr: {
    subject: "Votre livraison {{reference}} : {{status}}",
    greeting: "Bonjour {{name}},",
    now: "votre livraison {{reference}} est maintenant : {{status}}.",
    price: "Prix confirmé : {{price}}.",
    reason: "Motif : {{reason}}",
    track: "Suivez la livraison ici :",
    signature: "L'équipe {{company}}",
  },
};

/** What one member of staff is told when a record is given to them or a note names them, in their language. */
export const staffMailTexts: Record<
  Language,
  { assigned: { subject: string; body: string }; mentioned: { subject: string; body: string }; open: string }
> = {
  pt: {
    assigned: {
      subject: "{{reference}} foi-lhe atribuído ({{inbox}})",
      body: "{{by}} atribuiu-lhe {{reference}}, de {{name}}, em {{inbox}}.",
    },
    mentioned: {
      subject: "{{by}} mencionou-o em {{reference}}",
      body: "{{by}} mencionou-o numa nota interna de {{reference}}, de {{name}}, em {{inbox}}.",
    },
    open: "Abrir no backoffice:",
  },
  en: {
    assigned: {
      subject: "{{reference}} assigned to you ({{inbox}})",
      body: "{{by}} assigned you {{reference}}, from {{name}}, in {{inbox}}.",
    },
    mentioned: {
      subject: "{{by}} mentioned you on {{reference}}",
      body: "{{by}} mentioned you in an internal note on {{reference}}, from {{name}}, in {{inbox}}.",
    },
    open: "Open it in the back-office:",
  },
  fr: {
    assigned: {
      subject: "{{reference}} vous a été attribué ({{inbox}})",
      body: "{{by}} vous a attribué {{reference}}, de {{name}}, dans {{inbox}}.",
    },
    mentioned: {
      subject: "{{by}} vous a mentionné sur {{reference}}",
      body: "{{by}} vous a mentionné dans une note interne sur {{reference}}, de {{name}}, dans {{inbox}}.",
    },
    open: "L'ouvrir dans le back-office :",
  },
};
