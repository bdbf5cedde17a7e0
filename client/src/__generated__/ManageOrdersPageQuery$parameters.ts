/**
 * @generated SignedSource<<fc3abac1244c34df8d5e0cf42722386c>>
 * @relayHash f558edcdfdd28123b5943e92322201ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f558edcdfdd28123b5943e92322201ae

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ManageOrdersPageQuery } from './ManageOrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<ManageOrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f558edcdfdd28123b5943e92322201ae",
    "metadata": {},
    "name": "ManageOrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
