import { PageTop } from "@/components/site/PageTop";
import type { SiteDocument } from "@/documents/document";
import { documentMessages } from "@/messages/site";
import styles from "./DocumentView.module.css";

// A written page (help, FAQ, terms) with its table of contents.
export function DocumentView({ document }: { document: SiteDocument }) {
  return (
    <>
      <PageTop />
      <article className={styles.document}>
        <header className={styles.header}>
          <h1 className={styles.title}>{document.title}</h1>
          <p className={styles.lead}>{document.lead}</p>
          <p className={styles.updated}>{documentMessages.updated(document.updated)}</p>
        </header>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading" className={styles.tocTitle}>
            {documentMessages.toc}
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items && (
              <ul className={styles.items}>
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
            {section.questions?.map((qa) => (
              <div key={qa.question} className={styles.qa}>
                <h3 className={styles.question}>
                  <span aria-hidden="true" className={styles.q}>
                    Q
                  </span>
                  {qa.question}
                </h3>
                {qa.answer.map((text) => (
                  <p key={text} className={styles.answer}>
                    {text}
                  </p>
                ))}
              </div>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
