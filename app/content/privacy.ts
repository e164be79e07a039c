import type { Localized } from "./localized";

export type PrivacyForm = {
  id: "contact" | "driver" | "job" | "business" | "delivery";
  name: Localized;
  collected: Localized;
  purpose: Localized;
  /**
   * With `{{idCardDays}}`, `{{rejectedMonths}}`, `{{submissionMonths}}`, `{{positionDays}}`: the RETAIN_*
   * settings fill them in.
   */
  retention: Localized;
};

/** What each public form collects, why and for how long (Lei n.º 22/11, Angola's personal data law). */
export const privacyForms: PrivacyForm[] = [
  {
    id: "contact",
    name: { pt: "Formulário de contacto", en: "Contact form", fr: "Formulaire de contact" },
    collected: {
      pt: "Nome, e-mail, assunto e mensagem.",
      en: "Name, e-mail, subject and message.",
      fr: "Nom, e-mail, objet et message.",
    },
    purpose: {
      pt: "Responder à sua pergunta ou pedido.",
      en: "To answer your question or request.",
      fr: "Répondre à votre question ou demande.",
    },
    retention: {
      pt: "{{submissionMonths}} meses após a receção; depois é apagado.",
      en: "{{submissionMonths}} months after we receive it; then it is deleted.",
      fr: "{{submissionMonths}} mois après sa réception ; il est ensuite supprimé.",
    },
  },
  {
    id: "driver",
    name: {
      pt: "Inscrição de motorista parceiro",
      en: "Partner driver sign-up",
      fr: "Inscription de chauffeur partenaire",
    },
    collected: {
      pt: "Nome, e-mail (opcional), telefone, cidade, tipo de veículo, número da carta de condução, anos de experiência, se tem veículo e a sua mensagem.",
      en: "Name, e-mail (optional), phone, city, vehicle type, driving licence number, years of experience, whether you have a vehicle, and your message.",
      fr: "Nom, e-mail (facultatif), téléphone, ville, type de véhicule, numéro de permis, années d'expérience, si vous avez un véhicule, et votre message.",
    },
    purpose: {
      pt: "Avaliar a sua inscrição e contactá-lo sobre a parceria.",
      en: "To assess your application and contact you about the partnership.",
      fr: "Étudier votre inscription et vous contacter au sujet du partenariat.",
    },
    retention: {
      pt: "{{rejectedMonths}} meses após a decisão, se a inscrição não avançar; caso contrário, {{submissionMonths}} meses após a receção.",
      en: "{{rejectedMonths}} months after the decision if the application does not go ahead; otherwise {{submissionMonths}} months after we receive it.",
      fr: "{{rejectedMonths}} mois après la décision si l'inscription n'aboutit pas ; sinon {{submissionMonths}} mois après sa réception.",
    },
  },
  {
    id: "job",
    name: { pt: "Candidatura a uma vaga", en: "Job application", fr: "Candidature à une offre" },
    collected: {
      pt: "Nome, e-mail, telefone, anos de experiência, motivação, portfólio (opcional), CV e documento de identificação.",
      en: "Name, e-mail, phone, years of experience, motivation, portfolio (optional), CV and identity document.",
      fr: "Nom, e-mail, téléphone, années d'expérience, motivation, portfolio (facultatif), CV et pièce d'identité.",
    },
    purpose: {
      pt: "Avaliar a sua candidatura à vaga escolhida. O CV e o documento de identificação ficam em armazenamento privado, acessível só à equipa de recrutamento.",
      en: "To assess your application for the chosen job. Your CV and identity document are kept in private storage that only the recruiting team can reach.",
      fr: "Étudier votre candidature au poste choisi. Votre CV et votre pièce d'identité sont conservés dans un stockage privé accessible à la seule équipe de recrutement.",
    },
    retention: {
      pt: "O documento de identificação é apagado {{idCardDays}} dias após a decisão. Uma candidatura não selecionada é apagada {{rejectedMonths}} meses após a decisão; as outras, {{submissionMonths}} meses após a receção, com os ficheiros.",
      en: "Your identity document is deleted {{idCardDays}} days after the decision. An application that is not selected is deleted {{rejectedMonths}} months after the decision, any other {{submissionMonths}} months after we receive it, with its files.",
      fr: "Votre pièce d'identité est supprimée {{idCardDays}} jours après la décision. Une candidature non retenue est supprimée {{rejectedMonths}} mois après la décision, les autres {{submissionMonths}} mois après leur réception, avec leurs fichiers.",
    },
  },
  {
    id: "business",
    name: { pt: "Proposta empresarial", en: "Business proposal", fr: "Proposition d'entreprise" },
    collected: {
      pt: "Nome, empresa, cargo, telefone, e-mail, meio de contacto preferido, cidade, setor, tipo de veículo, entregas por mês, forma de pedido e a sua mensagem.",
      en: "Name, company, position, phone, e-mail, preferred contact method, city, industry, vehicle type, deliveries per month, ordering preference and your message.",
      fr: "Nom, entreprise, fonction, téléphone, e-mail, moyen de contact préféré, ville, secteur, type de véhicule, livraisons par mois, mode de commande et votre message.",
    },
    purpose: {
      pt: "Preparar e enviar-lhe uma proposta comercial.",
      en: "To prepare and send you a business proposal.",
      fr: "Préparer et vous envoyer une proposition commerciale.",
    },
    retention: {
      pt: "{{submissionMonths}} meses após a receção.",
      en: "{{submissionMonths}} months after we receive it.",
      fr: "{{submissionMonths}} mois après sa réception.",
    },
  },
  {
    id: "delivery",
    name: { pt: "Pedido de entrega", en: "Delivery request", fr: "Demande de livraison" },
    collected: {
      pt: "Locais de recolha e de entrega com pontos de referência, veículo, hora, o que envia, nome, telefone e e-mail (opcional) de quem envia, nome e telefone de quem recebe, forma de pagamento e notas; enquanto a entrega decorre, a posição do motorista, se ele a partilhar.",
      en: "Pickup and drop-off places with landmarks, vehicle, time, what is sent, the sender's name, phone and e-mail (optional), the recipient's name and phone, payment method and notes; while the delivery runs, the driver's position, if they share it.",
      fr: "Lieux d'enlèvement et de livraison avec repères, véhicule, heure, ce qui est envoyé, nom, téléphone et e-mail (facultatif) de l'expéditeur, nom et téléphone du destinataire, mode de paiement et notes ; pendant la livraison, la position du chauffeur, s'il la partage.",
    },
    purpose: {
      pt: "Confirmar o preço, enviar um motorista, entregar e mostrar o seguimento a quem tem o número. A página de seguimento mostra só os passos, o preço confirmado, o primeiro nome do motorista e o veículo, a sua última posição durante a entrega e o nome de quem recebeu.",
      en: "To confirm the price, send a driver, deliver and show the tracking to whoever holds the number. The tracking page shows only the steps, the confirmed price, the driver's first name and vehicle, their last position during the delivery and the name of who received it.",
      fr: "Confirmer le prix, envoyer un chauffeur, livrer et montrer le suivi à qui détient le numéro. La page de suivi ne montre que les étapes, le prix confirmé, le prénom du chauffeur et le véhicule, sa dernière position pendant la livraison et le nom de qui l'a reçue.",
    },
    retention: {
      pt: "{{submissionMonths}} meses após a receção; as posições do motorista, {{positionDays}} dias após o fim da entrega.",
      en: "{{submissionMonths}} months after we receive it; the driver's positions {{positionDays}} days after the delivery ends.",
      fr: "{{submissionMonths}} mois après sa réception ; les positions du chauffeur {{positionDays}} jours après la fin de la livraison.",
    },
  },
];

export const privacyTexts = {
  intro: {
    pt: "Tratamos os seus dados pessoais de acordo com a Lei n.º 22/11, de 17 de junho, da Proteção de Dados Pessoais. Só recolhemos o que cada formulário pede, com o seu consentimento, e nunca vendemos os seus dados.",
    en: "We process your personal data under Angola's Personal Data Protection Law (Lei n.º 22/11 of 17 June). We only collect what each form asks for, with your consent, and we never sell your data.",
    fr: "Nous traitons vos données personnelles conformément à la loi angolaise n.º 22/11 du 17 juin sur la protection des données personnelles. Nous ne collectons que ce que demande chaque formulaire, avec votre consentement, et ne vendons jamais vos données.",
  },
  sharing: {
    pt: "Os seus dados ficam em servidores sob o nosso controlo e só são vistos pela equipa que trata o seu pedido. Não os partilhamos com terceiros, salvo obrigação legal.",
    en: "Your data stays on servers under our control and is seen only by the team handling your request. We do not share it with third parties unless the law requires it.",
    fr: "Vos données restent sur des serveurs sous notre contrôle et ne sont vues que par l'équipe qui traite votre demande. Nous ne les partageons pas avec des tiers, sauf obligation légale.",
  },
  rights: {
    pt: "Pode pedir a qualquer momento para ver, corrigir ou apagar os seus dados, ou retirar o seu consentimento. Escreva-nos para {{email}} ou ligue {{phone}}; respondemos no prazo de 30 dias. Pode também apresentar queixa à Agência de Proteção de Dados (APD).",
    en: "You may ask at any time to see, correct or delete your data, or withdraw your consent. Write to {{email}} or call {{phone}}; we answer within 30 days. You may also complain to Angola's Data Protection Agency (APD).",
    fr: "Vous pouvez demander à tout moment à consulter, corriger ou supprimer vos données, ou retirer votre consentement. Écrivez-nous à {{email}} ou appelez le {{phone}} ; nous répondons sous 30 jours. Vous pouvez aussi saisir l'Agence angolaise de protection des données (APD).",
  },
  cookies: {
    pt: "O site guarda apenas um cookie, language, com o idioma que escolheu. Não usamos cookies de publicidade nem de medição de audiências.",
    en: "The site stores a single cookie, language, holding the language you chose. We use no advertising or audience-measurement cookies.",
    fr: "Le site n'enregistre qu'un cookie, language, contenant la langue choisie. Nous n'utilisons aucun cookie publicitaire ni de mesure d'audience.",
  },
} satisfies Record<string, Localized>;

/**
 * The version of the privacy text above, stored with every consent (Lei n.º 22/11): which text the
 * visitor accepted. `digest` is the text's fingerprint; tests/unit/privacy-version.test.ts fails when
 * the text changes and the version does not, so a new text always gets a new date. A consent stores `id`,
 * the date and the start of the digest: two texts published on one day are told apart.
 */
export const privacyVersion = {
  date: "2026-11-26",
  digest: "f2ed473afa21a43c",
  get id() {
    return `${this.date}.${this.digest.slice(0, 8)}`;
  },
} as const;
