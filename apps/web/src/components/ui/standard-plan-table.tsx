import { VisuallyHidden } from '@mantine/core';
import { STANDARD_PLAN_FEATURES, STANDARD_PLAN_NAME } from '@stagepass/domain/site';
import './standard-plan-table.css';

/**
 * spec 001 §2 widgets / §9: the Standard-plan feature table: 'unlimited ticket types, public events and private
 * events'. A plain semantic table: three rows need none of Mantine's Table (nor its stylesheet).
 */
export function StandardPlanTable() {
  return (
    <table className="standard-plan-table">
      <caption>{STANDARD_PLAN_NAME} plan</caption>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          <th scope="col" className="standard-plan-included">
            {STANDARD_PLAN_NAME}
          </th>
        </tr>
      </thead>
      <tbody>
        {STANDARD_PLAN_FEATURES.map((feature) => (
          <tr key={feature}>
            <th scope="row">{feature}</th>
            <td className="standard-plan-included">
              <span className="standard-plan-check" aria-hidden="true">
                ✓
              </span>
              <VisuallyHidden>Included</VisuallyHidden>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
