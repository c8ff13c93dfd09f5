import { describe, expect, it } from 'vitest';
import { RequestPayloadError } from '../errors/request-payload-error';
import { createB2bApi } from './b2b';

const address = {
  id: 4,
  label: 'Warehouse',
  firstName: 'Alex',
  lastName: 'Buyer',
  company: 'Buyer Interiors',
  addressLine1: '12 Fitzroy St',
  addressLine2: '',
  city: 'Surry Hills',
  state: 'New South Wales',
  stateCode: '',
  zipCode: '2010',
  country: 'Australia',
  countryCode: 'AU',
  phoneNumber: '',
  isShipping: 1,
  isBilling: 0,
  isDefaultShipping: 1,
  isDefaultBilling: 0,
  companyInfo: { companyId: 1, companyName: 'Buyer Interiors Pty Ltd' },
  createdAt: 1,
  updatedAt: 1,
};

/** A client whose GraphQL endpoint answers `data`, keeping what was sent. */
function clientAnswering(data: unknown) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const api = createB2bApi({
    endpoint: 'http://backend.test/b2b/graphql',
    retryLimit: 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push((await request.json()) as (typeof sent)[number]);
      return Response.json({ data });
    },
  });
  return { api, sent };
}

describe('b2b addresses', () => {
  it('asks for the company’s addresses with B2B Edition’s arguments and reads the connection', async () => {
    const { api, sent } = clientAnswering({
      addresses: {
        totalCount: 1,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
        edges: [{ node: address }],
      },
    });
    const page = await api.addresses({ companyId: 1, first: 10, isShipping: 1 }, { token: 't' });
    expect(page.edges[0]?.node.isDefaultShipping).toBe(1);
    expect(sent[0]).toMatchObject({
      operationName: 'Addresses',
      variables: { companyId: 1, first: 10, isShipping: 1 },
    });
  });

  it('sends an address checked by @shop/domain’s rules, its flags as 0/1', async () => {
    const { api, sent } = clientAnswering({ addressCreate: { address } });
    const created = await api.addressCreate(
      {
        companyId: 1,
        firstName: 'Alex',
        lastName: 'Buyer',
        addressLine1: '12 Fitzroy St',
        city: 'Surry Hills',
        zipCode: '2010',
        country: 'Australia',
        countryCode: 'au',
        isShipping: 1,
        isDefaultShipping: 1,
      },
      { token: 't' },
    );
    expect(created.id).toBe(4);
    expect(sent[0]?.variables.addressData).toMatchObject({
      companyId: 1,
      countryCode: 'AU',
      isBilling: 0,
      isDefaultShipping: 1,
    });
  });

  it('refuses a bad address before sending anything', async () => {
    const { api, sent } = clientAnswering({});
    await expect(
      api.addressUpdate(
        {
          companyId: 1,
          addressId: 4,
          firstName: 'A',
          lastName: 'B',
          addressLine1: '',
          city: 'Sydney',
          zipCode: '2000',
          country: 'Australia',
          countryCode: 'XX',
        },
        { token: 't' },
      ),
    ).rejects.toBeInstanceOf(RequestPayloadError);
    await expect(
      api.addressDelete({ companyId: 1, addressId: 0 }, { token: 't' }),
    ).rejects.toBeInstanceOf(RequestPayloadError);
    expect(sent).toHaveLength(0);
  });

  it('refuses an answer of the wrong shape', async () => {
    const { api } = clientAnswering({ addressDelete: { message: 'Address deleted' } });
    expect(await api.addressDelete({ companyId: 1, addressId: 4 }, { token: 't' })).toEqual({
      message: 'Address deleted',
    });
    const wrong = clientAnswering({ addressCreate: { address: { ...address, isShipping: true } } });
    await expect(
      wrong.api.addressCreate(
        {
          companyId: 1,
          firstName: 'A',
          lastName: 'B',
          addressLine1: 'a',
          city: 'b',
          zipCode: 'c',
          country: 'd',
          countryCode: 'AU',
        },
        { token: 't' },
      ),
    ).rejects.toThrow();
  });
});
