import { type ProfileField, profileRules } from '../../../models/accounts/profileRules.ts'
import { type FieldView, htmlPattern, optionsOf } from './fields.ts'
import type { ProfileValues } from './types.ts'

/** One profile field as its rule says: a checkbox, a number, a list, or text with its limits. */
export function FieldInput({ view, values }: { view: FieldView; values: ProfileValues }) {
  const { field, label } = view
  const rule = profileRules[field]
  const id = `profile-${field}`
  const value = values[field]
  if (rule.type === 'boolean') {
    return (
      <div className="profile__check">
        {/* A cleared checkbox sends nothing: the hidden false comes first and the box's true wins. */}
        <input type="hidden" name={field} value="false" />
        <input id={id} type="checkbox" name={field} value="true" defaultChecked={value === true} />
        <label htmlFor={id}>{label}</label>
      </div>
    )
  }
  const options = optionsOf(field)
  return (
    <div className="profile__field">
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select
          id={id}
          name={field}
          defaultValue={typeof value === 'string' ? value : ''}
          autoComplete={view.autoComplete}
        >
          <option value="">Not set</option>
          {options.map((o) => (
            // Country and language names come from each runtime's ICU data, which may word them differently.
            <option key={o.value} value={o.value} suppressHydrationWarning>
              {o.label}
            </option>
          ))}
        </select>
      ) : rule.type === 'integer' ? (
        <input
          id={id}
          name={field}
          type="number"
          min={rule.min}
          max={rule.max}
          step={1}
          defaultValue={value === undefined ? '' : String(value)}
        />
      ) : (
        <input
          id={id}
          name={field}
          defaultValue={value === undefined ? '' : String(value)}
          maxLength={rule.type === 'text' ? rule.max : undefined}
          pattern={htmlPattern(field)}
          autoComplete={view.autoComplete ?? 'off'}
        />
      )}
    </div>
  )
}

export const fieldNames = (views: ReadonlyArray<FieldView>): ProfileField[] => views.map((v) => v.field)
