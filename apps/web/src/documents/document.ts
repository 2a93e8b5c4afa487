// A written page of the site (help, FAQ, terms): sections of paragraphs, lists and questions.
export interface DocumentSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  questions?: { question: string; answer: string[] }[];
}

export interface SiteDocument {
  title: string;
  lead: string;
  updated: string;
  sections: DocumentSection[];
}
