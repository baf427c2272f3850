import { trialName, trialProduct } from '../../../models/trial.ts'
import { surveyQuestions } from './rules.ts'

const questions: Record<keyof typeof surveyQuestions, string> = {
  heard_from: 'How did you hear about us?',
  makes: 'What do you make?',
}

const referralText: Readonly<Record<string, string>> = {
  eligible: 'You joined with a friend’s link: the welcome offer is yours.',
  'not-eligible': 'You joined with a friend’s link, but this account cannot take the welcome offer.',
}

/** /sign-up/survey: two optional questions after sign-up (POST {me}/survey), then the account. */
export function SurveyPage({ search }: { search: Record<string, unknown> }) {
  const referral = typeof search.referral === 'string' ? search.referral : undefined
  const problem = search.problem === 'unavailable'
  const trial = trialProduct(search.trial)
  return (
    <section className="account-page" aria-labelledby="survey-heading">
      <h1 id="survey-heading">Welcome! Two quick questions</h1>
      <p role="status">Your account is ready and you are signed in.</p>
      {referral && Object.hasOwn(referralText, referral) && (
        <p className="account-page__notice" data-referral={referral}>
          {referralText[referral]}
        </p>
      )}
      {problem && (
        <p className="account-page__notice account-page__notice--problem" role="alert">
          We could not save your answers just now. You can skip this.
        </p>
      )}
      <form method="post" action="/api/sign-up/survey" className="account-page__card signup__form">
        {trial && <input type="hidden" name="trial" value={trial} />}
        {(Object.keys(surveyQuestions) as (keyof typeof surveyQuestions)[]).map((question) => (
          <fieldset key={question} className="profile__group">
            <legend>{questions[question]}</legend>
            {surveyQuestions[question].map((answer) => (
              <div key={answer} className="profile__check">
                <input id={`${question}-${answer}`} type="radio" name={question} value={answer} />
                <label htmlFor={`${question}-${answer}`}>{answer}</label>
              </div>
            ))}
          </fieldset>
        ))}
        <button type="submit" className="button">
          {trial ? `Continue to your ${trialName(trial)} download` : 'Continue to your account'}
        </button>
      </form>
    </section>
  )
}
