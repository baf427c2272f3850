import type { OpenProblem } from '../../../models/accounts/overview.ts'
import { day } from '../../views/dates.ts'
import { money } from '../commerce/format.ts'
import { SubmitButton } from '../kit/SubmitButton.tsx'
import { useAccountCommand } from '../kit/useAccountCommand.ts'

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`)

function VerifyEmail({ email }: { email: string }) {
  // The result goes to the page's one outcome under its heading (kit/outcome.tsx), with focus.
  const verify = useAccountCommand('sendVerificationEmail', () => {}, {
    done: () =>
      `We have sent a link to ${email}: open it to verify your address. It can take a few minutes to arrive.`,
  })
  return (
    <>
      <h3>Please verify {email}</h3>
      <p>
        We send your receipts, licence emails and password resets to this address. Until you verify it, we
        cannot be sure they reach you, and you could not get back into your account if you forget your
        password.
      </p>
      <form {...verify.form}>
        <SubmitButton command={verify} pending="Sending…">
          Send verification email
        </SubmitButton>
      </form>
    </>
  )
}

const keyOf = (p: OpenProblem) =>
  p.kind === 'pastDue' ? p.subscriptionId : p.kind === 'trialEnding' ? `trial-${p.licenceId}` : p.kind

function OneProblem({ problem }: { problem: OpenProblem }) {
  switch (problem.kind) {
    case 'pastDue':
      return (
        <>
          <h3>Your payment for {problem.planName} did not go through</h3>
          <p>
            We could not charge {money(problem.amount)}
            {problem.card ? ` to your ${problem.card}` : ''}
            {problem.dueSince ? ` on ${day(problem.dueSince)}` : ''}. Retry with this card or another one to
            keep your plan running.
          </p>
          <a className="button" href="/account/subscriptions">
            Fix the payment
          </a>
        </>
      )
    case 'trialEnding': {
      const { plans } = problem
      return (
        <>
          <h3>
            Your {problem.product} trial ends {inDays(problem.daysLeft)}
          </h3>
          <p>
            It ends on {day(problem.endsOn)}. Choose a plan to keep using {problem.product} with your projects
            and settings.
          </p>
          <a className="button" href={plans ?? '/account/licences'}>
            {plans ? `See ${problem.product} plans` : 'See your licences'}
          </a>
        </>
      )
    }
    case 'emailUnverified':
      return <VerifyEmail email={problem.email} />
  }
}

/** What needs the customer's attention, most urgent first (models/accounts/overview.ts orders them). */
export function Problems({ problems }: { problems: ReadonlyArray<OpenProblem> }) {
  if (problems.length === 0) return null
  return (
    <section className="overview__problems" aria-labelledby="problems-heading" data-part="problems">
      <h2 id="problems-heading">Needs your attention</h2>
      <ul>
        {problems.map((problem) => (
          <li key={keyOf(problem)} className="overview__problem" data-problem={problem.kind}>
            <OneProblem problem={problem} />
          </li>
        ))}
      </ul>
    </section>
  )
}
