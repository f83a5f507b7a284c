import { Table, Text, VisuallyHidden } from '@mantine/core';
import { STANDARD_PLAN_FEATURES, STANDARD_PLAN_NAME } from '@stagepass/domain/site';

/**
 * spec 001 §2 widgets / §9: the Standard-plan feature table: 'unlimited ticket types, public
 * events and private events'. Needs Table.css (the pages that use it import it).
 */
export function StandardPlanTable() {
  return (
    <Table withTableBorder verticalSpacing="sm" horizontalSpacing="md" captionSide="top">
      <Table.Caption>
        <Text fw={700} ta="left" c="var(--mantine-color-text)">
          {STANDARD_PLAN_NAME} plan
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Feature</Table.Th>
          <Table.Th scope="col" ta="center">
            {STANDARD_PLAN_NAME}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {STANDARD_PLAN_FEATURES.map((feature) => (
          <Table.Tr key={feature}>
            <Table.Th scope="row" fw={500}>
              {feature}
            </Table.Th>
            <Table.Td ta="center">
              <Text component="span" c="teal" fw={700} aria-hidden="true">
                ✓
              </Text>
              <VisuallyHidden>Included</VisuallyHidden>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
