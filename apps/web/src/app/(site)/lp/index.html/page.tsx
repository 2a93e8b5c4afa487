import { subscriptionCourseOf } from "@awd/core/subscription-course";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ArticleCard } from "@/components/lists/ArticleCard";
import { PageTop } from "@/components/site/PageTop";
import { faqDocument } from "@/documents/faq";
import { landingDocument } from "@/documents/landing";
import { freeSampleArticles } from "@/lib/content";
import { externalLinks } from "@/lib/external-links";
import { applyHref, faqHref, withBase } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { headerMessages, subscribeBannerMessages } from "@/messages/site";
import styles from "./page.module.css";

export const metadata: Metadata = shareMetadata({ title: landingDocument.title, canonical: applyHref });

// The samples are real articles: regenerated hourly and whenever content is imported.
export const revalidate = 3600;

const sampleCount = 4;
/** The FAQ sections a reader deciding to apply asks about: the service and the courses. */
const faqSections = ["service", "account"];

function ApplyLink() {
  return (
    <a href={externalLinks.digitalEditionApply} target="_blank" rel="noopener" className={styles.apply}>
      {subscribeBannerMessages.apply}
      <span className="visually-hidden">{headerMessages.newTab}</span>
    </a>
  );
}

/** One part of the landing page, named by its heading. */
function LandingSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// /lp/index.html: the apply landing page the apply button opens. What the digital edition
// is, the two courses (docs/product/subscriptions-and-codes.md#courses) and what each includes, free sample articles,
// the questions asked before applying, and the way to the external application form (new tab).
export default async function LandingPage() {
  const samples = await freeSampleArticles(sampleCount);
  const courses = [
    {
      course: subscriptionCourseOf.digital,
      title: landingDocument.digitalTitle,
      text: landingDocument.digitalText,
      includes: landingDocument.digitalIncludes,
    },
    {
      course: subscriptionCourseOf.double,
      title: landingDocument.doubleTitle,
      text: landingDocument.doubleText,
      includes: landingDocument.doubleIncludes,
    },
  ];
  const questions = faqDocument.sections
    .filter((section) => faqSections.includes(section.id))
    .flatMap((section) => section.questions ?? []);
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <header className={styles.hero}>
          <h1 className={styles.title}>{landingDocument.title}</h1>
          <p className={styles.lead}>{landingDocument.lead}</p>
          <p className={styles.heroAction}>
            <ApplyLink />
          </p>
        </header>

        <LandingSection id="lp-about" title={landingDocument.aboutTitle}>
          <p>{landingDocument.aboutText}</p>
          <ul className={styles.features}>
            {landingDocument.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </LandingSection>

        <LandingSection id="lp-courses" title={landingDocument.coursesTitle}>
          <ul className={styles.courses}>
            {courses.map(({ course, title, text, includes }) => (
              <li key={course.name} className={styles.course} data-course={course.code}>
                <h3 className={styles.courseTitle}>{title}</h3>
                <p>{text}</p>
                <p className={styles.includesTitle}>{landingDocument.includes}</p>
                <ul className={styles.includes}>
                  {includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <dl className={styles.code}>
                  <dt>{landingDocument.courseCode}</dt>
                  <dd>{course.code}</dd>
                  <dt>{landingDocument.courseNumber}</dt>
                  <dd>{course.number}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </LandingSection>

        {samples.length > 0 && (
          <LandingSection id="lp-samples" title={landingDocument.samplesTitle}>
            <p>{landingDocument.samplesLead}</p>
            <div className={styles.samples}>
              {samples.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </div>
          </LandingSection>
        )}

        <LandingSection id="lp-faq" title={landingDocument.faqTitle}>
          <div className={styles.faq}>
            {questions.map(({ question, answer }) => (
              <details key={question} className={styles.question}>
                <summary>{question}</summary>
                {answer.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </details>
            ))}
          </div>
          <p>
            <a href={withBase(faqHref)} target="_blank" rel="noopener">
              {landingDocument.faqAll}
              <span className="visually-hidden">{headerMessages.newTab}</span>
            </a>
          </p>
        </LandingSection>

        <LandingSection id="lp-apply" title={landingDocument.applyTitle} className={styles.actions}>
          <p>{landingDocument.applyText}</p>
          <p>
            <ApplyLink />
          </p>
          <p className={styles.note}>{landingDocument.note}</p>
        </LandingSection>
      </div>
    </>
  );
}
