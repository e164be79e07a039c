import type { LocalizedList, LocalizedText } from "./schema";

type DemoJob = {
  title: LocalizedText;
  description: LocalizedText;
  requirements: LocalizedList;
  benefits: LocalizedList;
  location: string;
  employmentType: string;
  department: string;
  experienceLevel: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** How long ago the offer was published, so the date filters have something to show. */
  daysAgo: number;
};

const commonBenefits: LocalizedList = {
  pt: ["Pagamentos pontuais", "Formação periódica", "Seguro de acidentes"],
  en: ["Timely payments", "Periodic training", "Accident insurance"],
  fr: ["Paiements ponctuels", "Formation périodique", "Assurance accidents"],
};

export const demoJobOffers: DemoJob[] = [
  {
    title: { pt: "Estafeta de mota", en: "Motorbike courier", fr: "Coursier à moto" },
    description: {
      pt: "Entregue encomendas em Luanda em até 2 horas, com a nossa aplicação a guiar cada rota.",
      en: "Deliver parcels across Luanda within 2 hours, with our app guiding every route.",
      fr: "Livrez des colis dans Luanda en moins de 2 heures, avec notre application pour guider chaque trajet.",
    },
    requirements: {
      pt: ["Carta de condução de motociclos", "Conhecimento das ruas de Luanda", "Smartphone Android"],
      en: ["Motorcycle licence", "Knowledge of Luanda's streets", "Android smartphone"],
      fr: ["Permis moto", "Bonne connaissance des rues de Luanda", "Smartphone Android"],
    },
    benefits: commonBenefits,
    location: "luanda",
    employmentType: "full-time",
    department: "operations",
    experienceLevel: "entry",
    salaryMin: 90_000,
    salaryMax: 140_000,
    daysAgo: 0,
  },
  {
    title: {
      pt: "Supervisor de equipa de entregas",
      en: "Delivery team supervisor",
      fr: "Superviseur d'équipe de livraison",
    },
    description: {
      pt: "Coordene uma equipa de 15 estafetas, acompanhe prazos e apoie os motoristas no terreno.",
      en: "Lead a team of 15 couriers, keep deliveries on time and support drivers in the field.",
      fr: "Encadrez une équipe de 15 coursiers, veillez aux délais et soutenez les chauffeurs sur le terrain.",
    },
    requirements: {
      pt: ["3 anos de experiência em logística", "Liderança de equipas", "Português fluente"],
      en: ["3 years of logistics experience", "Team leadership", "Fluent Portuguese"],
      fr: ["3 ans d'expérience en logistique", "Encadrement d'équipe", "Portugais courant"],
    },
    benefits: commonBenefits,
    location: "luanda",
    employmentType: "full-time",
    department: "operations",
    experienceLevel: "senior",
    salaryMin: 320_000,
    salaryMax: 450_000,
    daysAgo: 3,
  },
  {
    title: { pt: "Assistente de armazém", en: "Warehouse assistant", fr: "Assistant d'entrepôt" },
    description: {
      pt: "Receba, arrume e prepare mercadorias no nosso armazém de Malanje, com controlo de stock diário.",
      en: "Receive, store and prepare goods at our Malanje warehouse, with daily stock control.",
      fr: "Réceptionnez, rangez et préparez les marchandises de notre entrepôt de Malanje, avec un contrôle de stock quotidien.",
    },
    requirements: {
      pt: ["Ensino médio", "Organização e rigor"],
      en: ["Secondary education", "Organised and precise"],
      fr: ["Études secondaires", "Organisation et rigueur"],
    },
    benefits: commonBenefits,
    location: "malanje",
    employmentType: "part-time",
    department: "logistics",
    experienceLevel: "entry",
    salaryMin: 60_000,
    salaryMax: 100_000,
    daysAgo: 5,
  },
  {
    title: {
      pt: "Planeador de rotas logísticas",
      en: "Logistics route planner",
      fr: "Planificateur d'itinéraires logistiques",
    },
    description: {
      pt: "Planeie as rotas diárias da frota para reduzir tempos e custos de entrega.",
      en: "Plan the fleet's daily routes to cut delivery times and costs.",
      fr: "Planifiez les itinéraires quotidiens de la flotte pour réduire les délais et les coûts de livraison.",
    },
    requirements: {
      pt: ["Experiência com Excel ou ferramentas de planeamento", "2 anos em logística"],
      en: ["Experience with Excel or planning tools", "2 years in logistics"],
      fr: ["Expérience d'Excel ou d'outils de planification", "2 ans en logistique"],
    },
    benefits: commonBenefits,
    location: "luanda",
    employmentType: "contract",
    department: "logistics",
    experienceLevel: "mid",
    salaryMin: 180_000,
    salaryMax: 260_000,
    daysAgo: 12,
  },
  {
    title: { pt: "Agente de apoio ao cliente", en: "Customer service agent", fr: "Agent du service client" },
    description: {
      pt: "Atenda clientes por telefone e WhatsApp, acompanhe encomendas e resolva pedidos com rapidez.",
      en: "Help customers by phone and WhatsApp, follow up orders and resolve requests quickly.",
      fr: "Accompagnez les clients par téléphone et WhatsApp, suivez les commandes et traitez les demandes rapidement.",
    },
    requirements: {
      pt: ["Boa comunicação", "Português e inglês"],
      en: ["Good communication", "Portuguese and English"],
      fr: ["Bonne communication", "Portugais et anglais"],
    },
    benefits: commonBenefits,
    location: "luanda",
    employmentType: "part-time",
    department: "customer-service",
    experienceLevel: "entry",
    salaryMin: null,
    salaryMax: null,
    daysAgo: 20,
  },
  {
    title: { pt: "Motorista de camião", en: "Truck driver", fr: "Chauffeur poids lourd" },
    description: {
      pt: "Transporte carga entre Luanda e Malanje em camião até 500 kg, com rotas planeadas.",
      en: "Carry cargo between Luanda and Malanje in a truck of up to 500 kg, on planned routes.",
      fr: "Transportez des marchandises entre Luanda et Malanje en camion jusqu'à 500 kg, sur des itinéraires planifiés.",
    },
    requirements: {
      pt: ["Carta de condução profissional", "5 anos de experiência"],
      en: ["Professional driving licence", "5 years of experience"],
      fr: ["Permis de conduire professionnel", "5 ans d'expérience"],
    },
    benefits: commonBenefits,
    location: "malanje",
    employmentType: "contract",
    department: "operations",
    experienceLevel: "mid",
    salaryMin: 200_000,
    salaryMax: 300_000,
    daysAgo: 45,
  },
  {
    title: { pt: "Coordenador de distribuição farmacêutica", en: "Pharmaceutical distribution coordinator" },
    description: {
      pt: "Garanta a cadeia de frio e a rastreabilidade das entregas farmacêuticas aos nossos parceiros.",
      en: "Keep the cold chain and traceability of pharmaceutical deliveries to our partners.",
    },
    requirements: {
      pt: ["Formação em farmácia ou logística", "Conhecimento de boas práticas de distribuição"],
      en: ["Background in pharmacy or logistics", "Knowledge of good distribution practice"],
    },
    benefits: commonBenefits,
    location: "luanda",
    employmentType: "full-time",
    department: "logistics",
    experienceLevel: "senior",
    salaryMin: 350_000,
    salaryMax: 500_000,
    daysAgo: 2,
  },
];

type DemoNews = {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  content: LocalizedText;
  imageUrl: string;
  category: "company" | "logistics" | "announcement";
  /**
   * Days before the seeding that the item is dated (the spec's items were 2025-03-10 to 2025-08-18,
   * this far apart): the demo's news is recent wherever it is installed, as the home page shows only
   * recent news (NEWS_MAX_AGE_MONTHS).
   */
  daysAgo: number;
};

export const demoNews: DemoNews[] = [
  {
    slug: "new-headquarters",
    title: { pt: "Nova sede em Luanda", en: "New headquarters in Luanda", fr: "Nouveau siège à Luanda" },
    excerpt: {
      pt: "Mudámo-nos para uma sede maior para servir melhor os nossos clientes.",
      en: "We moved to larger headquarters to serve our customers better.",
      fr: "Nous avons emménagé dans un siège plus grand pour mieux servir nos clients.",
    },
    content: {
      pt: "A nossa nova sede reúne a equipa de operações, o apoio ao cliente e um centro de triagem, encurtando ainda mais os prazos de entrega em Luanda.",
      en: "Our new headquarters brings together the operations team, customer support and a sorting centre, cutting delivery times in Luanda even further.",
      fr: "Notre nouveau siège réunit l'équipe des opérations, le service client et un centre de tri, ce qui réduit encore les délais de livraison à Luanda.",
    },
    imageUrl: "/images/news/new-headquarters.svg",
    category: "company",
    daysAgo: 168,
  },
  {
    slug: "fleet-expansion",
    title: {
      pt: "Frota aumentada com 20 veículos",
      en: "Fleet grows by 20 vehicles",
      fr: "La flotte s'agrandit de 20 véhicules",
    },
    excerpt: {
      pt: "Vinte novos veículos reforçam a nossa capacidade de entrega.",
      en: "Twenty new vehicles strengthen our delivery capacity.",
      fr: "Vingt nouveaux véhicules renforcent notre capacité de livraison.",
    },
    content: {
      pt: "Motas, carros utilitários e carrinhas juntam-se à frota para responder à procura crescente em Luanda e nas províncias.",
      en: "Motorbikes, utility cars and vans join the fleet to meet growing demand in Luanda and the provinces.",
      fr: "Motos, voitures utilitaires et fourgons rejoignent la flotte pour répondre à la demande croissante à Luanda et dans les provinces.",
    },
    imageUrl: "/images/news/fleet-expansion.svg",
    category: "logistics",
    daysAgo: 95,
  },
  {
    slug: "pharmaceutical-partnership",
    title: {
      pt: "Parceria de distribuição farmacêutica",
      en: "Pharmaceutical distribution partnership",
      fr: "Partenariat de distribution pharmaceutique",
    },
    excerpt: {
      pt: "Uma nova parceria leva medicamentos às farmácias com mais rapidez.",
      en: "A new partnership gets medicines to pharmacies faster.",
      fr: "Un nouveau partenariat achemine plus vite les médicaments vers les pharmacies.",
    },
    content: {
      pt: "Com transporte controlado e rastreável, distribuímos produtos farmacêuticos respeitando as boas práticas de distribuição.",
      en: "With controlled, traceable transport, we distribute pharmaceutical products following good distribution practice.",
      fr: "Grâce à un transport contrôlé et traçable, nous distribuons des produits pharmaceutiques selon les bonnes pratiques de distribution.",
    },
    imageUrl: "/images/news/pharmaceutical-partnership.svg",
    category: "announcement",
    daysAgo: 52,
  },
  {
    slug: "real-time-tracking",
    title: { pt: "Seguimento em tempo real", en: "Real-time tracking", fr: "Suivi en temps réel" },
    excerpt: {
      pt: "Acompanhe cada entrega no mapa, do levantamento à porta do cliente.",
      en: "Follow each delivery on the map, from pickup to the customer's door.",
      fr: "Suivez chaque livraison sur la carte, de l'enlèvement à la porte du client.",
    },
    content: {
      pt: "O nosso novo sistema mostra a posição do motorista em tempo real e avisa o cliente quando a entrega está a chegar.",
      en: "Our new system shows the driver's position in real time and tells the customer when the delivery is about to arrive.",
      fr: "Notre nouveau système affiche la position du chauffeur en temps réel et prévient le client lorsque la livraison approche.",
    },
    imageUrl: "/images/news/real-time-tracking.svg",
    category: "logistics",
    daysAgo: 7,
  },
];
